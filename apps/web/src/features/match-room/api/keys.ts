// Query keys of the match room. Match, rates, bet history and the member's bets referred to the desk
// share a prefix so one invalidation refreshes them all (spec §4 / DESIGN §5: on every socket
// (re)connect).
export const roomKeys = {
  all: (matchId: number) => ['match-room', matchId] as const,
  match: (matchId: number) => ['match-room', matchId, 'match'] as const,
  rates: (matchId: number) => ['match-room', matchId, 'rates'] as const,
  betHistory: (matchId: number) => ['match-room', matchId, 'bet-history'] as const,
  referrals: (matchId: number) => ['match-room', matchId, 'referrals'] as const,
  liveAccess: (matchId: number) => ['match-room-live-access', matchId] as const,
  stream: (matchId: number, channel: string) => ['match-room-stream', matchId, channel] as const,
};
