import { useTranslation } from 'react-i18next';
import { BankLogo, useBankName } from '../../../ui/bank-logo.tsx';

export function BankCard({
  bankName,
  accountNo,
  holderName,
}: {
  bankName: string;
  accountNo: string;
  holderName: string | null;
}) {
  const { t } = useTranslation();
  const name = useBankName();
  return (
    <section
      aria-label={t('user_info.bank_card')}
      className="flex items-center gap-3 rounded-xl bg-gradient-to-br from-ink-700 to-ink-800 p-4 ring-1 ring-ink-600/70"
    >
      <BankLogo code={bankName} className="size-12" />
      <div className="min-w-0 flex-1">
        <p className="text-sm break-words text-ink-300">{name(bankName)}</p>
        <p className="text-lg font-semibold tracking-wider text-ink-100 tabular-nums">{accountNo}</p>
        <p className="text-sm break-words text-ink-200">{holderName || t('user_info.no_holder_name')}</p>
      </div>
    </section>
  );
}
