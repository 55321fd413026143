import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatTime } from '../../../lib/format-time.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useOperator } from '../../../lib/operator-session.ts';
import { can, canSeeCashierQueues } from '../../../lib/permissions.ts';
import { Button } from '@sanam/ui/button.tsx';
import { Card, PageHeader } from '../../../ui/card.tsx';
import { ErrorState } from '@sanam/ui/error-state.tsx';
import { LoadingState } from '@sanam/ui/loading-state.tsx';
import { useLastLedgerCheck, useRunLedgerCheck } from '../api/ledger-check.ts';
import { CashFlowChart } from './cash-flow-chart.tsx';
import { CashierCard } from './cashier-card.tsx';
import { ExposureChart } from './exposure-chart.tsx';
import { HandleChart } from './handle-chart.tsx';
import { findingText } from './ledger-text.ts';

export function DashboardPage() {
  const { t } = useTranslation();
  const operator = useOperator();
  // the check reads every posting: the server keeps its last run for everyone, an admin starts one
  const lastCheck = useLastLedgerCheck();
  const runCheck = useRunLedgerCheck();
  const lang = currentLanguage();
  const last = lastCheck.data?.last ?? null;
  const checkedAt = last ? formatTime(last.checked_at, lang) : null;
  const failing = last?.checks.filter((c) => !c.ok) ?? [];

  return (
    <>
      <PageHeader title={t('dashboard.title')} />
      {operator && (
        <p className="-mt-2 mb-4 text-sm text-ink-300">
          {t('dashboard.greeting', { username: operator.username })}
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        {canSeeCashierQueues(operator?.role) && <CashierCard />}
        <Card className="p-4">
          <div className="mb-3 flex items-start justify-between gap-3">
            <div>
              <h2 className="text-base font-semibold text-ink-100">{t('dashboard.ledger.title')}</h2>
              <p className="text-xs text-ink-300">{t('dashboard.ledger.subtitle')}</p>
            </div>
            {operator?.role === 'admin' && (
              <Button
                size="sm"
                onClick={() => runCheck.mutate()}
                isLoading={runCheck.isPending}
                disabled={runCheck.isPending}
              >
                {t('dashboard.ledger.rerun')}
              </Button>
            )}
          </div>
          {runCheck.isError && <ErrorState message={errorMessage(runCheck.error)} />}
          {lastCheck.isPending ? (
            <LoadingState />
          ) : lastCheck.isError ? (
            <ErrorState message={errorMessage(lastCheck.error)} />
          ) : !last ? (
            <p role="status" className="text-sm text-ink-300">
              {t(lastCheck.data.running ? 'dashboard.ledger.running' : 'dashboard.ledger.never')}
            </p>
          ) : (
            <>
              <div
                role="status"
                className={`mb-3 flex items-center gap-3 rounded-lg border px-3 py-2 ${last.ok ? 'border-success/40 bg-success/10' : 'border-danger/50 bg-danger/10'}`}
              >
                <span
                  className={`size-2.5 rounded-full ${last.ok ? 'bg-success' : 'animate-pulse bg-danger'}`}
                  aria-hidden="true"
                />
                <span className={`text-sm font-semibold ${last.ok ? 'text-success' : 'text-danger'}`}>
                  {last.ok
                    ? t('dashboard.ledger.ok')
                    : t('dashboard.ledger.failing', { count: failing.length })}
                </span>
                {checkedAt && (
                  <span className="ml-auto text-xs text-ink-300">
                    {t('dashboard.ledger.checked_at', { time: checkedAt })}
                  </span>
                )}
              </div>
              <ul aria-label={t('ledger.checks')} className="divide-y divide-ink-700 text-sm">
                {last.checks.map((c) => (
                  <li key={c.code} className="flex items-start gap-3 py-2">
                    <span
                      className={`mt-0.5 grid size-5 shrink-0 place-items-center rounded-full text-xs font-bold ${c.ok ? 'bg-success/20 text-success' : 'bg-danger/20 text-danger'}`}
                      aria-label={c.ok ? t('dashboard.ledger.pass') : t('dashboard.ledger.fail')}
                    >
                      {c.ok ? '✓' : '!'}
                    </span>
                    <div className="min-w-0">
                      <p className="font-medium text-ink-100">{t(`ledger.check.${c.code}`)}</p>
                      {c.findings.map((finding, i) => (
                        <p key={i} className={`text-xs break-words ${c.ok ? 'text-ink-300' : 'text-danger'}`}>
                          {findingText(t, lang, finding)}
                        </p>
                      ))}
                    </div>
                  </li>
                ))}
              </ul>
            </>
          )}
        </Card>
        {can(operator?.role, 'charts.betting') && (
          <>
            <HandleChart />
            <ExposureChart />
          </>
        )}
        {can(operator?.role, 'charts.money') && <CashFlowChart />}
      </div>
    </>
  );
}
