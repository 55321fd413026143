// Spec §2 history rows: cards on phones, a table on wide screens with the columns time, item, bull bet,
// before, after, amount and actual payout. Both are in the page; CSS shows the one that fits.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberTransaction, TransactionBetColor } from '@sanam/contract/wallet.ts';
import { useFormatBaht } from '../../../lib/format.ts';
import { useRateName } from '../../../lib/rate-name.ts';
import { useDateTime } from '../../../lib/time-format.ts';
import {
  CoinIcon,
  DepositIcon,
  GamepadIcon,
  GiftIcon,
  TrophyIcon,
  WithdrawIcon,
} from '../../../ui/icons.tsx';
import { WithdrawStatusBadge } from '../../../ui/status-badge.tsx';
import {
  betKindOf,
  betRateShown,
  isMappedTopic,
  transactionItem,
  type TransactionItem,
} from './transaction-view.ts';

const SIDE_STYLE: Record<TransactionBetColor, { dot: string; text: string; ring: string }> = {
  red: { dot: 'bg-red-side', text: 'text-red-side', ring: 'ring-red-side/45 bg-red-side/10' },
  blue: { dot: 'bg-blue-side', text: 'text-[#7aa5ff]', ring: 'ring-blue-side/50 bg-blue-side/15' },
  draw: { dot: 'bg-tie', text: 'text-success', ring: 'ring-tie/45 bg-tie/10' },
  notie: { dot: 'bg-gold-500', text: 'text-gold-400', ring: 'ring-gold-500/40 bg-gold-500/10' },
};

/** The label of a row and, when the server's topic says more (a corrected result), that topic. */
function useDescribe(): (tx: MemberTransaction) => { label: string; detail: string | null } {
  const { t } = useTranslation();
  return (tx) => {
    const item = transactionItem(tx);
    if (!item) return { label: tx.topic || t('history.items.other'), detail: null };
    // a game row is worded here from its data: its stored topic is Thai whatever the member reads
    if (tx.game && tx.game_move)
      return {
        label: t(`history.game_moves.${tx.game_move}`, { game: tx.game.toUpperCase() }),
        detail: null,
      };
    const thaiLabel = t(`history.items.${item}`, { lng: 'th' });
    const topic = tx.topic.trim();
    const saysMore = topic !== '' && topic !== thaiLabel && !isMappedTopic(topic);
    return { label: t(`history.items.${item}`), detail: saysMore ? topic : null };
  };
}

/** A withdrawal's state; a returned withdrawal's label already says it was not approved. */
function statusOf(tx: MemberTransaction) {
  return tx.status && transactionItem(tx) !== 'withdraw_returned' ? tx.status : null;
}

function BetChip({ tx }: { tx: MemberTransaction }) {
  const { t } = useTranslation();
  const rateName = useRateName();
  const color = tx.topic_bet_color;
  if (!color) return <span className="text-ink-500">—</span>;
  const style = SIDE_STYLE[color];
  const shown = betRateShown(tx);
  const rate = shown && rateName(shown);
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ${style.ring}`}
    >
      <span aria-hidden="true" className={`size-2 rounded-full ${style.dot}`} />
      <span className={style.text}>{t(`history.sides.${color}`)}</span>
      {rate ? <span className="text-ink-100 tabular-nums">{rate}</span> : null}
    </span>
  );
}

const ITEM_ICON: Partial<Record<TransactionItem, ReactNode>> = {
  deposit: <DepositIcon />,
  withdraw_returned: <DepositIcon />,
  withdraw: <WithdrawIcon />,
  bill: <TrophyIcon />,
  refund: <TrophyIcon />,
  redeem: <GiftIcon />,
  affiliate: <GiftIcon />,
  game: <GamepadIcon />,
};

function itemIcon(item: TransactionItem | null): ReactNode {
  return (item && ITEM_ICON[item]) ?? <CoinIcon />;
}

function usePayout(): (amount: number) => { text: string; tone: string } {
  const formatBaht = useFormatBaht();
  return (amount) => ({
    text: amount > 0 ? `+${formatBaht(amount)}` : formatBaht(amount),
    tone: amount > 0 ? 'text-success' : amount < 0 ? 'text-danger' : 'text-ink-200',
  });
}

function TransactionCard({ tx }: { tx: MemberTransaction }) {
  const { t } = useTranslation();
  const describe = useDescribe();
  const dateTime = useDateTime();
  const formatBaht = useFormatBaht();
  const payout = usePayout()(tx.amount);
  const { label, detail } = describe(tx);
  const secondary = [
    tx.round_name,
    detail,
    // the bank's reference of the transfer that paid a withdrawal
    tx.transfer_ref && t('history.transfer_ref', { ref: tx.transfer_ref }),
  ]
    .filter(Boolean)
    .join(' · ');
  const status = statusOf(tx);
  return (
    <li className="rounded-[var(--radius-card)] bg-ink-800 p-3.5 shadow-[var(--shadow-card)] ring-1 ring-ink-600/60">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className={`flex size-10 shrink-0 items-center justify-center rounded-xl text-xl ring-1 ${
            tx.amount >= 0
              ? 'bg-success/10 text-success ring-success/30'
              : 'bg-danger/10 text-danger ring-danger/30'
          }`}
        >
          {itemIcon(transactionItem(tx))}
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-medium text-ink-100">{label}</p>
          {secondary ? <p className="text-xs break-words text-ink-300">{secondary}</p> : null}
          <p className="mt-0.5 text-xs text-ink-300">
            <time dateTime={tx.createdAt}>{dateTime(tx.createdAt)}</time>
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <p className={`text-lg font-semibold tabular-nums ${payout.tone}`}>{payout.text}</p>
          {status ? <WithdrawStatusBadge status={status} /> : null}
        </div>
      </div>
      {tx.topic_bet_color ? (
        <p className="mt-2 flex items-center gap-2 text-xs text-ink-300">
          {t(`history.bet_kinds.${betKindOf(tx)}`)} <BetChip tx={tx} />
        </p>
      ) : null}
      <dl className="mt-3 grid grid-cols-3 gap-2 rounded-lg bg-ink-900/60 px-3 py-2 text-xs">
        <div>
          <dt className="text-ink-300">{t('history.columns.before')}</dt>
          <dd className="font-medium text-ink-100 tabular-nums">{formatBaht(tx.before_amount)}</dd>
        </div>
        <div>
          <dt className="text-ink-300">{t('history.columns.after')}</dt>
          <dd className="font-medium text-ink-100 tabular-nums">{formatBaht(tx.after_amount)}</dd>
        </div>
        <div className="text-right">
          <dt className="text-ink-300">{t('history.columns.amount')}</dt>
          <dd className="font-medium text-ink-100 tabular-nums">
            {tx.bet_amount === null ? '—' : formatBaht(tx.bet_amount)}
          </dd>
        </div>
      </dl>
    </li>
  );
}

function TransactionTable({ items }: { items: readonly MemberTransaction[] }) {
  const { t } = useTranslation();
  const describe = useDescribe();
  const dateTime = useDateTime();
  const formatBaht = useFormatBaht();
  const payout = usePayout();
  const th = 'px-3 py-3 text-xs font-medium tracking-wide text-ink-300 whitespace-nowrap';
  return (
    <div className="overflow-x-auto rounded-[var(--radius-card)] bg-ink-800 shadow-[var(--shadow-card)] ring-1 ring-ink-600/60">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('history.list_label')}</caption>
        <thead className="border-b border-ink-700 bg-ink-900/50">
          <tr>
            <th scope="col" className={`${th} text-left`}>
              {t('history.columns.time')}
            </th>
            <th scope="col" className={`${th} text-left`}>
              {t('history.columns.item')}
            </th>
            <th scope="col" className={`${th} text-left`}>
              {t('history.columns.bull_bet')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('history.columns.before')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('history.columns.after')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('history.columns.amount')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('history.columns.payout')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-700/60">
          {items.map((tx) => {
            const { label, detail } = describe(tx);
            const secondary = [
              tx.round_name,
              detail,
              // the bank's reference of the transfer that paid a withdrawal
              tx.transfer_ref && t('history.transfer_ref', { ref: tx.transfer_ref }),
            ]
              .filter(Boolean)
              .join(' · ');
            const paid = payout(tx.amount);
            const status = statusOf(tx);
            return (
              <tr key={tx.id} className="transition hover:bg-ink-700/30">
                <td className="px-3 py-3 whitespace-nowrap text-ink-300 tabular-nums">
                  <time dateTime={tx.createdAt}>{dateTime(tx.createdAt)}</time>
                </td>
                <td className="px-3 py-3">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-medium text-ink-100">{label}</span>
                    {status ? <WithdrawStatusBadge status={status} /> : null}
                  </span>
                  {secondary ? <span className="block text-xs text-ink-300">{secondary}</span> : null}
                </td>
                <td className="px-3 py-3">
                  <BetChip tx={tx} />
                </td>
                <td className="px-3 py-3 text-right text-ink-200 tabular-nums">
                  {formatBaht(tx.before_amount)}
                </td>
                <td className="px-3 py-3 text-right text-ink-200 tabular-nums">
                  {formatBaht(tx.after_amount)}
                </td>
                <td className="px-3 py-3 text-right text-ink-100 tabular-nums">
                  {tx.bet_amount === null ? '—' : formatBaht(tx.bet_amount)}
                </td>
                <td className={`px-3 py-3 text-right font-semibold tabular-nums ${paid.tone}`}>
                  {paid.text}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function TransactionList({ items }: { items: readonly MemberTransaction[] }) {
  const { t } = useTranslation();
  return (
    <>
      <ul aria-label={t('history.list_label')} className="space-y-2.5 md:hidden">
        {items.map((tx) => (
          <TransactionCard key={tx.id} tx={tx} />
        ))}
      </ul>
      <div className="hidden md:block">
        <TransactionTable items={items} />
      </div>
    </>
  );
}
