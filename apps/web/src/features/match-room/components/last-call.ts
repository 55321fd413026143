// The last call: the operator starts a countdown and betting closes by itself at
// last_call_at, on the server's word. The room counts down on the member's own clock with the kit's
// countdown (the desk counts the same way) and treats betting as closed at zero even before the
// server's RATE 'closed' arrives.
export { formatCountdown, secondsUntil } from '@sanam/ui/countdown.ts';

/** In the last seconds the banner turns urgent. */
export const LAST_CALL_URGENT_SECONDS = 10;
