import type { AdminGameTotals, AdminGameTx } from '@sanam/contract/games.ts';
import { formatBaht } from '@sanam/contract/money.ts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-time.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { Button } from '@sanam/ui/button.tsx';
import { Badge, Card, PageHeader } from '../../../ui/card.tsx';
import { QueryResult } from '../../../ui/query-result.tsx';
import { DataTable } from '@sanam/ui/data-table.tsx';
import { Spinner } from '@sanam/ui/spinner.tsx';
import { useGamesReport } from '../api/get-games-report.ts';
import { MemberLink } from '../../../ui/member-link.tsx';

const KIND_TONE = { debit: 'muted', credit: 'success', rollback: 'gold' } as const;

function GameTotalsCard({ totals }: { totals: AdminGameTotals }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const rows: Array<[string, string]> = [
    [t('games.rounds'), totals.rounds.toLocaleString(lang === 'en' ? 'en-US' : 'th-TH')],
    [t('games.members'), totals.members.toLocaleString(lang === 'en' ? 'en-US' : 'th-TH')],
    [t('games.debited'), `฿${formatBaht(totals.debited, lang)}`],
    [t('games.credited'), `฿${formatBaht(totals.credited, lang)}`],
    [t('games.rolled_back'), `฿${formatBaht(totals.rolled_back, lang)}`],
  ];
  return (
    <Card className="p-4">
      <h2 className="mb-2 text-base font-semibold text-gold-300">{totals.game.toUpperCase()}</h2>
      <dl className="space-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-ink-300">{label}</dt>
            <dd className="tabular text-ink-100">{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 border-t border-ink-700 pt-1">
          <dt className="text-ink-200">{t('games.house_result')}</dt>
          <dd className={`tabular font-semibold ${totals.house_result < 0 ? 'text-danger' : 'text-success'}`}>
            ฿{formatBaht(totals.house_result, lang)}
          </dd>
        </div>
      </dl>
    </Card>
  );
}

function TransactionRow({ tx }: { tx: AdminGameTx }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <tr className="border-t border-ink-700">
      <td className="px-3 py-2 whitespace-nowrap text-ink-300">{formatDateTime(tx.created_at, lang)}</td>
      <td className="px-3 py-2">{tx.game.toUpperCase()}</td>
      <td className="px-3 py-2">
        <MemberLink id={tx.member.id} username={tx.member.username} />
      </td>
      <td className="px-3 py-2">
        <Badge tone={KIND_TONE[tx.kind]}>{t(`games.kind.${tx.kind}`)}</Badge>
      </td>
      <td className="px-3 py-2 font-mono text-xs text-ink-300">
        {tx.tx_id}
        {tx.ref_tx_id ? ` → ${tx.ref_tx_id}` : ''}
      </td>
      <td className="tabular px-3 py-2 text-right">฿{formatBaht(tx.amount, lang)}</td>
      <td className="tabular px-3 py-2 text-right text-ink-300">฿{formatBaht(tx.balance_after, lang)}</td>
    </tr>
  );
}

/**
 * /games (admins and cashiers): what the game providers moved through the seamless wallet, per game,
 * and the latest callbacks. Read only: money moves only by the providers' signed callbacks.
 */
export function GamesPage() {
  const { t } = useTranslation();
  const report = useGamesReport();
  const columns = [
    { key: 'time', label: t('games.col.time') },
    { key: 'game', label: t('games.col.game') },
    { key: 'member', label: t('games.col.member') },
    { key: 'kind', label: t('games.col.kind') },
    { key: 'tx', label: t('games.col.tx') },
    { key: 'amount', label: t('games.col.amount'), align: 'right' as const },
    { key: 'balance', label: t('games.col.balance_after'), align: 'right' as const },
  ];

  return (
    <>
      <PageHeader
        title={t('nav.games')}
        actions={
          <Button onClick={() => void report.refetch()} disabled={report.isFetching}>
            {report.isFetching && <Spinner className="size-4 text-gold-500" label={t('common.loading')} />}
            {t('common.refresh')}
          </Button>
        }
      />
      <p className="-mt-2 mb-4 text-sm text-ink-300">{t('games.intro')}</p>
      <QueryResult query={report} emptyText={t('games.empty')} isEmpty={(data) => data.totals.length === 0}>
        {(data) => (
          <>
            <div className="mb-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {data.totals.map((totals) => (
                <GameTotalsCard key={totals.game} totals={totals} />
              ))}
            </div>
            <h2 className="mb-2 text-base font-semibold text-ink-100">{t('games.latest')}</h2>
            <DataTable minWidthClass="min-w-[860px]" columns={columns}>
              <tbody>
                {data.transactions.map((tx) => (
                  <TransactionRow key={tx.id} tx={tx} />
                ))}
              </tbody>
            </DataTable>
          </>
        )}
      </QueryResult>
    </>
  );
}
