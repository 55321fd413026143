import type { Language } from '@sanam/contract/constants.ts';
import { formatBaht } from '@sanam/contract/money.ts';
import type { TFunction } from 'i18next';

/** A limit's amount as the responsible-play section writes it: baht, or "No limit". */
export const bahtOrNone = (t: TFunction, amount: number | null, lang: Language): string =>
  amount === null ? t('play_desk.no_limit') : `฿${formatBaht(amount, lang)}`;
