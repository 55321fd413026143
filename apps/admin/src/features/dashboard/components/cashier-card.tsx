import { formatBaht } from '@sanam/contract/money.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCashierSummary } from '../../../lib/cashier-summary.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { Card } from '../../../ui/card.tsx';
import { ErrorState } from '@sanam/ui/error-state.tsx';
import { LoadingState } from '@sanam/ui/loading-state.tsx';

/** What waits for the cashier desk, with a way into each queue (roles that work the queues only). */
export function CashierCard() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const summary = useCashierSummary();

  return (
    <Card className="p-4">
      <div className="mb-3">
        <h2 className="text-base font-semibold text-ink-100">{t('dashboard.cashier.title')}</h2>
        <p className="text-xs text-ink-300">{t('dashboard.cashier.subtitle')}</p>
      </div>
      {summary.isPending ? (
        <LoadingState />
      ) : summary.isError ? (
        <ErrorState message={errorMessage(summary.error)} />
      ) : (
        <div className="grid grid-cols-2 gap-3">
          <Link
            to="/deposits"
            className="rounded-lg border border-ink-700 bg-ink-900/60 p-3 hover:border-gold-500/60"
          >
            <p className="text-xs text-ink-300">{t('dashboard.cashier.deposits')}</p>
            <p className="tabular text-2xl font-semibold text-ink-100">{summary.data.deposits_pending}</p>
          </Link>
          <Link
            to="/withdrawals"
            className="rounded-lg border border-ink-700 bg-ink-900/60 p-3 hover:border-gold-500/60"
          >
            <p className="text-xs text-ink-300">{t('dashboard.cashier.withdrawals')}</p>
            <p className="tabular text-2xl font-semibold text-ink-100">{summary.data.withdrawals_pending}</p>
            <p className="tabular text-sm text-gold-300">
              ฿{formatBaht(summary.data.withdrawals_pending_amount, lang)}
            </p>
          </Link>
        </div>
      )}
    </Card>
  );
}
