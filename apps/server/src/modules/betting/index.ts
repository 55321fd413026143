// The betting module's public entry (what the money modules and the seed use; i22-rounds adds theirs).
export { betInfoOfEntries, endAndSettle, placeBet, roundsNamed } from './service.ts';
