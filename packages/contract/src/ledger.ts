// DESIGN §3: currencies, account names and member transaction type codes.
export const CURRENCIES = ['THB', 'COIN'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const TX_TYPE = {
  deposit: 1,
  withdraw: 2,
  bet: 3,
  bill: 4,
  refund: 5,
  redeemCash: 6,
  affiliateReward: 7,
  game: 8,
  adjustment: 9,
  withdrawHoldReleased: 149,
  internalCorrection: 999,
} as const;
export type TxType = (typeof TX_TYPE)[keyof typeof TX_TYPE];

export const accountName = {
  member: (id: number) => `member:${id}`,
  coins: (id: number) => `coins:${id}`,
  escrow: (matchId: number) => `escrow:match:${matchId}`,
  stepEscrow: (ticketId: number) => `escrow:step:${ticketId}`,
  eventEscrow: (eventId: number) => `escrow:event:${eventId}`,
  game: (provider: string) => `game:${provider}`,
  house: 'house',
  bankIn: 'bank:in',
  bankOut: 'bank:out',
  withdrawHold: 'withdraw:hold',
  /** the stakes of live bets held for their round's bet delay (in-play trading) */
  betHold: 'hold:bet',
  promoAffiliate: 'promo:affiliate',
  promoRedeem: 'promo:redeem',
} as const;
