// How a prize reads on the page (spec §5, §9): the button a member gets for it, and the baht a cash tier
// pays. The rules themselves are the contract's (redeemRefusal, cashTierOf), shared with the server.
import type { Language } from '@sanam/contract/constants.ts';
import type { MessageKey } from '@sanam/contract/messages.ts';
import { cashTierOf, type RedeemItem } from '@sanam/contract/rewards.ts';

type ButtonLabel = 'redeem' | 'login' | 'not_enough' | 'out_of_stock' | 'inactive';

const REFUSAL_BUTTONS: Partial<Record<MessageKey, { label: ButtonLabel; isEnabled: boolean }>> = {
  'redeem.login_required': { label: 'login', isEnabled: true },
  'redeem.not_enough_coins': { label: 'not_enough', isEnabled: false },
  'redeem.out_of_stock': { label: 'out_of_stock', isEnabled: false },
  'redeem.item_inactive': { label: 'inactive', isEnabled: false },
};

/**
 * The button of a prize for a refusal of redeemRefusal (the contract's order of the rules): its label
 * says what stops the member (spec §5: log in, not enough coins; and out of stock, closed). Only "log
 * in" stays pressable: it warns and leads to /login.
 */
export function redeemButton(refusal: MessageKey | null): { label: ButtonLabel; isEnabled: boolean } {
  if (refusal === null) return { label: 'redeem', isEnabled: true };
  // a rule this build does not know yet: never offer the prize
  return REFUSAL_BUTTONS[refusal] ?? { label: 'inactive', isEnabled: false };
}

/** The baht a cash tier pays: the server's figure, else the contract's tier (spec §9). */
export function cashOf(item: RedeemItem): number | null {
  const tier = cashTierOf(item.id);
  if (!tier) return null;
  return item.cash ?? tier.baht;
}

/** A prize's name in the member's language: its English name in English when one is set, else its Thai name. */
export function prizeName(th: string, en: string | null, lang: Language): string {
  return lang === 'en' && en ? en : th;
}
