// How a step ticket reads on the desk: its status and each leg's as words and tones, money in baht.
import type { StepLegStatus, StepTicketStatus } from '@sanam/contract/steps.ts';
import { formatBaht } from '@sanam/contract/money.ts';
import type { TFunction } from 'i18next';

export type Tone = 'muted' | 'gold' | 'danger' | 'success';

export const TICKET_TONE: Record<StepTicketStatus, Tone> = {
  pending: 'gold',
  won: 'success',
  lost: 'danger',
  refunded: 'muted',
};

export const LEG_TONE: Record<StepLegStatus, Tone> = {
  pending: 'gold',
  won: 'success',
  lost: 'danger',
  void: 'muted',
};

export const baht = (t: TFunction, amount: number) => t('tickets.money', { amount: formatBaht(amount) });

/** "×1.90": a price as the member saw it. */
export const odds = (t: TFunction, value: number) => t('tickets.odds_value', { value: value.toFixed(2) });
