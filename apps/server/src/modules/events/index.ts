// The events module's public entry (what the seed uses; i22-rounds adds theirs).
export { createEvent, openEvent } from './service.ts';
