import type { MemberBetControls } from '@sanam/contract/risk.ts';
import { formatBaht } from '@sanam/contract/money.ts';
import type { TFunction } from 'i18next';

/** A member's betting controls in a few words: "Suspended · max ฿500.00 · limits ×0.5 · refer above ฿20,000.00", or "Normal". */
export function bettingControlsText(t: TFunction, controls: MemberBetControls, lang: 'th' | 'en'): string {
  const parts = [
    controls.bet_suspended && t('members.betting.suspended'),
    controls.max_bet !== null &&
      t('members.betting.max_value', { amount: `฿${formatBaht(controls.max_bet, lang)}` }),
    controls.limit_factor !== null && t('members.betting.factor_value', { factor: controls.limit_factor }),
    controls.refer_above !== null &&
      t('members.betting.refer_value', { amount: `฿${formatBaht(controls.refer_above, lang)}` }),
  ].filter((part): part is string => typeof part === 'string');
  return parts.length ? parts.join(' · ') : t('members.betting.normal');
}
