import { formatBaht } from '@sanam/contract/money.ts';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.ts';

/**
 * A member's cash balance. Below zero it is money the member owes the house: a correction took back
 * winnings they had already spent or withdrawn (DESIGN §3), and their next credits pay it first. So it
 * reads as a debt, in words and in red, never as a bare minus sign an operator could miss.
 */
export function MemberBalance({
  balance,
  hasSymbol = true,
  className = 'font-semibold',
}: {
  balance: number;
  /** the table's column says it is baht; the cards and the file say ฿ */
  hasSymbol?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const amount = `${hasSymbol ? '฿' : ''}${formatBaht(Math.abs(balance), lang)}`;
  if (balance < 0)
    return <span className={`tabular text-danger ${className}`}>{t('members.owes', { amount })}</span>;
  return <span className={`tabular text-gold-300 ${className}`}>{amount}</span>;
}
