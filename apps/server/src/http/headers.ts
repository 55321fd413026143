// The Idempotency-Key header schema is the contract's, declared once with the routes that take it.
export { idempotencyHeaders } from '@sanam/contract/routes/params.ts';
