// The member file's lists as tabs: the tab is in the URL (/members/12?tab=deposits), so a
// link or a reload opens the same list. Each list is the owning module's rows of this one member.
import type { Language } from '@sanam/contract/constants.ts';
import { EVENT_BET_STATUSES } from '@sanam/contract/events.ts';
import { BET_STATUSES } from '@sanam/contract/matches.ts';
import { SESSION_STATES } from '@sanam/contract/member-file.ts';
import { formatBaht } from '@sanam/contract/money.ts';
import { REDEEM_ORDER_STATUSES } from '@sanam/contract/rewards.ts';
import { STEP_TICKET_STATUSES } from '@sanam/contract/steps.ts';
import { DEPOSIT_STATUSES, WITHDRAW_STATUSES } from '@sanam/contract/wallet.ts';
import type { DataColumn } from '@sanam/ui/data-table.tsx';
import type { TFunction } from 'i18next';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatCount } from '../../../lib/format-count.ts';
import { formatDateTime } from '../../../lib/format-time.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { Badge, Card } from '../../../ui/card.tsx';
import { MemberLink } from '../../../ui/columns.tsx';
import type { FileListItem, FileListName } from '../api/member-file-lists.ts';
import { MemberFileList } from './member-file-list.tsx';

/** The tabs in their order; the first opens when the URL names none. */
export const FILE_TABS = [
  'deposits',
  'withdrawals',
  'bets',
  'step-tickets',
  'event-bets',
  'game-sessions',
  'redeems',
  'statement',
  'sessions',
  'invitees',
] as const;
export type FileTab = (typeof FILE_TABS)[number];

type Cx = { t: TFunction; lang: Language };

const baht = (amount: number | null, lang: Language) =>
  amount === null ? (
    '—'
  ) : (
    <span className="tabular whitespace-nowrap">
      {amount < 0 ? '-' : ''}฿{formatBaht(Math.abs(amount), lang)}
    </span>
  );
const when = (at: string | null, lang: Language) =>
  at === null ? (
    '—'
  ) : (
    <span className="tabular whitespace-nowrap text-xs text-ink-300">{formatDateTime(at, lang)}</span>
  );
const data = (text: string | number | null) => (text === null ? '—' : <span translate="no">{text}</span>);

const TONES: Record<string, 'muted' | 'gold' | 'danger' | 'success'> = {
  approved: 'success',
  paid: 'success',
  won: 'success',
  completed: 'success',
  live: 'success',
  pending: 'gold',
  placed: 'gold',
  shipped: 'gold',
  rejected: 'danger',
  lost: 'danger',
  cancelled: 'danger',
};
const status = (t: TFunction, value: string) => (
  <Badge tone={TONES[value] ?? 'muted'}>{t(`member_file.status.${value}`)}</Badge>
);

/** A column: its key, its header's key under member_file.col, and its cell. */
function col<Row>(
  t: TFunction,
  key: string,
  cell: (row: Row) => ReactNode,
  opts: Partial<DataColumn<Row>> = {},
): DataColumn<Row> {
  return { key, label: t(`member_file.col.${key}`), cell, ...opts };
}
const right = { align: 'right' as const };

/** A phone's card: a title line with its status, then label–value lines. */
function FileCard({
  title,
  badge,
  lines,
}: {
  title: ReactNode;
  badge?: ReactNode;
  lines: [string, ReactNode][];
}) {
  return (
    <>
      <div className="flex items-start justify-between gap-2 text-sm">
        <span className="font-medium text-ink-100">{title}</span>
        {badge}
      </div>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
        {lines.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-300">{label}</dt>
            <dd className="text-right text-ink-100">{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

type ListSpec<N extends FileListName> = {
  statuses?: readonly string[];
  columns: (cx: Cx) => DataColumn<FileListItem<N>>[];
  card: (row: FileListItem<N>, cx: Cx) => ReactNode;
};

const L = (t: TFunction, key: string) => t(`member_file.col.${key}`);

const deposits: ListSpec<'deposits'> = {
  statuses: DEPOSIT_STATUSES,
  columns: ({ t, lang }) => [
    col(t, 'id', (r) => data(`#${r.id}`)),
    col(t, 'created_at', (r) => when(r.created_at, lang)),
    col(t, 'source', (r) => t(`member_file.source.${r.source}`)),
    col(t, 'amount', (r) => baht(r.amount, lang), right),
    col(t, 'status', (r) => status(t, r.status)),
    col(t, 'trans_ref', (r) => data(r.trans_ref)),
    col(t, 'decided_by', (r) => data(r.decided_by)),
  ],
  card: (r, { t, lang }) => (
    <FileCard
      title={
        <>
          {data(`#${r.id}`)} {baht(r.amount, lang)}
        </>
      }
      badge={status(t, r.status)}
      lines={[
        [L(t, 'created_at'), when(r.created_at, lang)],
        [L(t, 'source'), t(`member_file.source.${r.source}`)],
        [L(t, 'trans_ref'), data(r.trans_ref)],
        [L(t, 'decided_by'), data(r.decided_by)],
      ]}
    />
  ),
};

const withdrawals: ListSpec<'withdrawals'> = {
  statuses: WITHDRAW_STATUSES,
  columns: ({ t, lang }) => [
    col(t, 'id', (r) => data(`#${r.id}`)),
    col(t, 'created_at', (r) => when(r.created_at, lang)),
    col(t, 'amount', (r) => baht(r.amount, lang), right),
    col(t, 'status', (r) => status(t, r.status)),
    col(t, 'bank', (r) => data(`${r.bank_name} ${r.bank_acc_no}`)),
    col(t, 'transfer_ref', (r) => data(r.transfer_ref)),
    col(t, 'decided_by', (r) => data(r.decided_by)),
  ],
  card: (r, { t, lang }) => (
    <FileCard
      title={
        <>
          {data(`#${r.id}`)} {baht(r.amount, lang)}
        </>
      }
      badge={status(t, r.status)}
      lines={[
        [L(t, 'created_at'), when(r.created_at, lang)],
        [L(t, 'bank'), data(`${r.bank_name} ${r.bank_acc_no}`)],
        [L(t, 'transfer_ref'), data(r.transfer_ref)],
        [L(t, 'decided_by'), data(r.decided_by)],
      ]}
    />
  ),
};

const roundOf = (t: TFunction, r: { match_id: number; round_name: string; is_prefight: boolean }) => (
  <span>
    {data(`#${r.match_id} ${r.round_name}`)}
    {r.is_prefight && <span className="ml-1 text-xs text-gold-300">{t('member_file.prefight')}</span>}
  </span>
);

const bets: ListSpec<'bets'> = {
  statuses: BET_STATUSES,
  columns: ({ t, lang }) => [
    col(t, 'id', (r) => data(`#${r.id}`)),
    col(t, 'created_at', (r) => when(r.created_at, lang)),
    col(t, 'round', (r) => roundOf(t, r)),
    col(t, 'side', (r) => t(`member_file.side.${r.side}`)),
    col(t, 'amount', (r) => baht(r.amount, lang), right),
    col(t, 'status', (r) => status(t, r.status)),
    col(t, 'payout', (r) => baht(r.payout, lang), right),
  ],
  card: (r, { t, lang }) => (
    <FileCard
      title={roundOf(t, r)}
      badge={status(t, r.status)}
      lines={[
        [L(t, 'created_at'), when(r.created_at, lang)],
        [L(t, 'side'), t(`member_file.side.${r.side}`)],
        [L(t, 'amount'), baht(r.amount, lang)],
        [L(t, 'payout'), baht(r.payout, lang)],
      ]}
    />
  ),
};

const stepTickets: ListSpec<'stepTickets'> = {
  statuses: STEP_TICKET_STATUSES,
  columns: ({ t, lang }) => [
    col(t, 'id', (r) => data(`#${r.id}`)),
    col(t, 'created_at', (r) => when(r.created_at, lang)),
    col(t, 'legs', (r) => formatCount(r.legs_count, lang), right),
    col(t, 'amount', (r) => baht(r.amount, lang), right),
    col(t, 'status', (r) => status(t, r.status)),
    col(t, 'payout', (r) => baht(r.payout, lang), right),
  ],
  card: (r, { t, lang }) => (
    <FileCard
      title={
        <>
          {data(`#${r.id}`)} {baht(r.amount, lang)}
        </>
      }
      badge={status(t, r.status)}
      lines={[
        [L(t, 'created_at'), when(r.created_at, lang)],
        [L(t, 'legs'), formatCount(r.legs_count, lang)],
        [L(t, 'payout'), baht(r.payout, lang)],
      ]}
    />
  ),
};

const eventBets: ListSpec<'eventBets'> = {
  statuses: EVENT_BET_STATUSES,
  columns: ({ t, lang }) => [
    col(t, 'id', (r) => data(`#${r.id}`)),
    col(t, 'created_at', (r) => when(r.created_at, lang)),
    col(t, 'event', (r) => data(r.question)),
    col(t, 'option', (r) => data(r.option_key)),
    col(t, 'odds', (r) => data(r.odds.toFixed(2)), right),
    col(t, 'amount', (r) => baht(r.amount, lang), right),
    col(t, 'status', (r) => status(t, r.status)),
    col(t, 'payout', (r) => baht(r.payout, lang), right),
  ],
  card: (r, { t, lang }) => (
    <FileCard
      title={data(r.question)}
      badge={status(t, r.status)}
      lines={[
        [L(t, 'created_at'), when(r.created_at, lang)],
        [L(t, 'option'), data(`${r.option_key} @ ${r.odds.toFixed(2)}`)],
        [L(t, 'amount'), baht(r.amount, lang)],
        [L(t, 'payout'), baht(r.payout, lang)],
      ]}
    />
  ),
};

const gameSessions: ListSpec<'gameSessions'> = {
  columns: ({ t, lang }) => [
    col(t, 'id', (r) => data(`#${r.id}`)),
    col(t, 'created_at', (r) => when(r.created_at, lang)),
    col(t, 'game', (r) => data(r.game)),
    col(t, 'transactions', (r) => formatCount(r.transactions, lang), right),
    col(t, 'debits', (r) => baht(r.debits, lang), right),
    col(t, 'credits', (r) => baht(r.credits, lang), right),
    col(t, 'rollbacks', (r) => baht(r.rollbacks, lang), right),
  ],
  card: (r, { t, lang }) => (
    <FileCard
      title={data(r.game)}
      lines={[
        [L(t, 'created_at'), when(r.created_at, lang)],
        [L(t, 'transactions'), formatCount(r.transactions, lang)],
        [L(t, 'debits'), baht(r.debits, lang)],
        [L(t, 'credits'), baht(r.credits, lang)],
        [L(t, 'rollbacks'), baht(r.rollbacks, lang)],
      ]}
    />
  ),
};

const redeems: ListSpec<'redeems'> = {
  statuses: REDEEM_ORDER_STATUSES,
  columns: ({ t, lang }) => [
    col(t, 'id', (r) => data(`#${r.id}`)),
    col(t, 'created_at', (r) => when(r.created_at, lang)),
    col(t, 'item', (r) => data(r.item_name)),
    col(t, 'coins', (r) => formatCount(r.point, lang), right),
    col(t, 'cash', (r) => baht(r.cash, lang), right),
    col(t, 'status', (r) => status(t, r.status)),
  ],
  card: (r, { t, lang }) => (
    <FileCard
      title={data(r.item_name)}
      badge={status(t, r.status)}
      lines={[
        [L(t, 'created_at'), when(r.created_at, lang)],
        [L(t, 'coins'), formatCount(r.point, lang)],
        [L(t, 'cash'), baht(r.cash, lang)],
      ]}
    />
  ),
};

const statement: ListSpec<'statement'> = {
  columns: ({ t, lang }) => [
    col(t, 'created_at', (r) => when(r.created_at, lang)),
    col(t, 'topic', (r) => data(r.topic)),
    col(t, 'amount', (r) => baht(r.amount, lang), {
      ...right,
      cellClassName: (r) => (r.amount < 0 ? 'text-danger' : 'text-success'),
    }),
    col(t, 'before', (r) => baht(r.before_amount, lang), right),
    col(t, 'after', (r) => baht(r.after_amount, lang), right),
  ],
  card: (r, { t, lang }) => (
    <FileCard
      title={data(r.topic)}
      badge={<span className={r.amount < 0 ? 'text-danger' : 'text-success'}>{baht(r.amount, lang)}</span>}
      lines={[
        [L(t, 'created_at'), when(r.created_at, lang)],
        [L(t, 'before'), baht(r.before_amount, lang)],
        [L(t, 'after'), baht(r.after_amount, lang)],
      ]}
    />
  ),
};

const sessionState = (t: TFunction, r: { is_live: boolean; revoke_reason: string | null }) =>
  r.is_live ? (
    status(t, 'live')
  ) : (
    <span className="text-xs text-ink-300">
      {t('member_file.status.ended')}
      {r.revoke_reason && <> · {data(r.revoke_reason)}</>}
    </span>
  );

const sessions: ListSpec<'sessions'> = {
  statuses: SESSION_STATES,
  columns: ({ t, lang }) => [
    col(t, 'device', (r) => <span title={r.user_agent ?? undefined}>{data(r.device)}</span>),
    col(t, 'ip', (r) => data(r.ip)),
    col(t, 'login', (r) => when(r.created_at, lang)),
    col(t, 'last_seen', (r) => when(r.last_seen_at, lang)),
    col(t, 'expires', (r) => when(r.revoked_at ?? r.expires_at, lang)),
    col(t, 'state', (r) => sessionState(t, r)),
  ],
  card: (r, { t, lang }) => (
    <FileCard
      title={data(r.device)}
      badge={sessionState(t, r)}
      lines={[
        [L(t, 'ip'), data(r.ip)],
        [L(t, 'login'), when(r.created_at, lang)],
        [L(t, 'last_seen'), when(r.last_seen_at, lang)],
        [L(t, 'expires'), when(r.revoked_at ?? r.expires_at, lang)],
      ]}
    />
  ),
};

const invitees: ListSpec<'invitees'> = {
  columns: ({ t, lang }) => [
    col(t, 'username', (r) => <MemberLink id={r.id} username={r.username} />),
    col(t, 'name', (r) => data(r.name)),
    col(t, 'phone', (r) => data(r.phone)),
    col(t, 'registered', (r) => when(r.created_at, lang)),
    col(t, 'state', (r) => (r.is_blocked ? status(t, 'blocked') : '—')),
  ],
  card: (r, { t, lang }) => (
    <FileCard
      title={<MemberLink id={r.id} username={r.username} />}
      badge={r.is_blocked ? status(t, 'blocked') : undefined}
      lines={[
        [L(t, 'name'), data(r.name)],
        [L(t, 'phone'), data(r.phone)],
        [L(t, 'registered'), when(r.created_at, lang)],
      ]}
    />
  ),
};

/** Each list tab: the route it reads and how it shows. */
const LISTS = {
  deposits: ['deposits', deposits],
  withdrawals: ['withdrawals', withdrawals],
  bets: ['bets', bets],
  'step-tickets': ['stepTickets', stepTickets],
  'event-bets': ['eventBets', eventBets],
  'game-sessions': ['gameSessions', gameSessions],
  redeems: ['redeems', redeems],
  statement: ['statement', statement],
  sessions: ['sessions', sessions],
  invitees: ['invitees', invitees],
} as const;

function ListTab<N extends FileListName>({
  name,
  spec,
  memberId,
}: {
  name: N;
  spec: ListSpec<N>;
  memberId: number;
}) {
  const { t } = useTranslation();
  const cx = { t, lang: currentLanguage() };
  return (
    <MemberFileList
      name={name}
      memberId={memberId}
      statuses={spec.statuses}
      columns={spec.columns(cx)}
      card={(row) => spec.card(row, cx)}
    />
  );
}

const isTab = (value: string | null): value is FileTab => FILE_TABS.includes(value as FileTab);

export function MemberFileTabs({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: FileTab = isTab(asked) ? asked : FILE_TABS[0];
  const bar = useRef<HTMLDivElement>(null);
  // on a phone the bar scrolls sideways: the chosen tab (from a link or a reload) is brought into
  // view, the bar alone scrolled (the page stays where it is)
  useEffect(() => {
    const frame = bar.current;
    const chosen = frame?.querySelector('[aria-selected="true"]');
    if (!frame || !chosen) return;
    frame.scrollLeft += chosen.getBoundingClientRect().left - frame.getBoundingClientRect().left - 8;
  }, [tab]);
  const open = (next: FileTab) =>
    setParams(
      (current) => {
        const after = new URLSearchParams(current);
        after.set('tab', next);
        return after;
      },
      { replace: true },
    );
  return (
    <Card className="mt-4 p-4">
      <div
        ref={bar}
        role="tablist"
        aria-label={t('member_file.tabs')}
        className="-mx-1 mb-4 flex gap-1 overflow-x-auto border-b border-ink-700 px-1 pb-2"
      >
        {FILE_TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`member-file-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="member-file-panel"
            onClick={() => open(name)}
            className={`rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-gold-400 ${
              tab === name ? 'bg-gold-500 text-ink-950' : 'text-ink-200 hover:bg-ink-700 hover:text-ink-100'
            }`}
          >
            {t(`member_file.tab.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="member-file-panel" aria-labelledby={`member-file-tab-${tab}`}>
        <TabBody key={tab} tab={tab} memberId={memberId} />
      </div>
    </Card>
  );
}

function TabBody({ tab, memberId }: { tab: FileTab; memberId: number }) {
  const [name, spec] = LISTS[tab];
  return <ListTab name={name} spec={spec} memberId={memberId} />;
}
