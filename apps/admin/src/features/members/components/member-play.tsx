// The member file's responsible play: every limit with the member's own, the desk's and the one in
// force (the lower of the two), what each period has used and a loosening the member is waiting to
// confirm; the break that closes their play now; every time-out and exclusion they had. Who runs the
// book sets a stricter limit or a time-out; an admin alone raises or removes the desk's limit and
// lifts an ended exclusion (contract play-desk.ts).
import type { Language } from '@sanam/contract/constants.ts';
import { formatBaht } from '@sanam/contract/money.ts';
import type { PlayLimit } from '@sanam/contract/play.ts';
import type { DeskBreak, MemberPlay } from '@sanam/contract/play-desk.ts';
import type { PlayLimitKey, PlayPeriod } from '@sanam/contract/play-limits.ts';
import { Button } from '@sanam/ui/button.tsx';
import type { TFunction } from 'i18next';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-time.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useOperator } from '../../../lib/operator-session.ts';
import { can } from '../../../lib/permissions.ts';
import { Card } from '../../../ui/card.tsx';
import { breakBy, breakTitle, BreakStateBadge } from '../../../ui/play-break.tsx';
import { QueryResult } from '../../../ui/query-result.tsx';
import { TableOrCards } from '../../../ui/table-or-cards.tsx';
import { useIsDesktop } from '../../../lib/use-media-query.ts';
import { useMemberPlay } from '../api/member-play.ts';
import { DeskLimitDialog } from './desk-limit-dialog.tsx';
import { LiftExclusionDialog } from './lift-exclusion-dialog.tsx';
import { bahtOrNone } from './play-amount.ts';
import { TimeOutDialog } from './time-out-dialog.tsx';

type Open = 'limit' | 'time_out' | 'lift' | null;

/** What the period of a limit has used: the losses or the deposits; nothing for the largest stake. */
function used(t: TFunction, play: MemberPlay, key: PlayLimitKey, lang: Language): string {
  if (key === 'stake') return '—';
  const [kind, period] = key.split('_') as ['deposit' | 'loss', PlayPeriod];
  return kind === 'loss'
    ? t('play_desk.used_lost', { amount: formatBaht(play.lost[period], lang) })
    : t('play_desk.used_deposited', { amount: formatBaht(play.deposited[period], lang) });
}

function pendingText(t: TFunction, limit: PlayLimit, lang: Language): string {
  const { pending } = limit;
  if (!pending) return '—';
  const at = formatDateTime(pending.confirmable_at, lang);
  return pending.amount === null
    ? t('play_desk.pending_removal', { at })
    : t('play_desk.pending_raise', { amount: formatBaht(pending.amount, lang), at });
}

export function MemberPlaySection({ memberId, username }: { memberId: number; username: string }) {
  const { t } = useTranslation();
  const play = useMemberPlay(memberId);
  const role = useOperator()?.role;
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const canProtect = can(role, 'members.play');
  const canLoosen = can(role, 'members.play_loosen');

  return (
    <Card className="mt-4 p-4">
      <div className="mb-1 flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-ink-100">{t('play_desk.title')}</h2>
        {canProtect && play.data && (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => setOpen('limit')}>
              {t('play_desk.set_limit.open')}
            </Button>
            <Button size="sm" onClick={() => setOpen('time_out')}>
              {t('play_desk.time_out.open')}
            </Button>
          </div>
        )}
      </div>
      <p className="mb-3 text-xs text-ink-300">{t('play_desk.intro')}</p>
      <QueryResult query={play} emptyText="" isEmpty={() => false}>
        {(data) => (
          <>
            <CurrentBreak
              brk={data.break}
              onLift={canLoosen && data.break?.state === 'awaiting_lift' ? () => setOpen('lift') : null}
            />
            <h3 className="mt-4 mb-2 text-sm font-semibold text-ink-200">{t('play_desk.limits')}</h3>
            <LimitTable play={data} />
            <h3 className="mt-4 mb-2 text-sm font-semibold text-ink-200">{t('play_desk.history')}</h3>
            {data.breaks.length === 0 ? (
              <p className="text-sm text-ink-300">{t('play_desk.history_empty')}</p>
            ) : (
              <BreakHistory breaks={data.breaks} />
            )}
            {open === 'limit' && (
              <DeskLimitDialog memberId={memberId} play={data} canLoosen={canLoosen} onClose={close} />
            )}
            {open === 'time_out' && <TimeOutDialog memberId={memberId} username={username} onClose={close} />}
            {open === 'lift' && data.break && (
              <LiftExclusionDialog memberId={memberId} brk={data.break} onClose={close} />
            )}
          </>
        )}
      </QueryResult>
    </Card>
  );
}

function CurrentBreak({ brk, onLift }: { brk: DeskBreak | null; onLift: (() => void) | null }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  if (!brk) {
    return (
      <p
        className="rounded-lg border border-success/40 bg-success/10 p-3 text-sm text-success"
        data-testid="play-now"
      >
        {t('play_desk.no_break')}
      </p>
    );
  }
  const at = (iso: string | null) => (iso === null ? '—' : formatDateTime(iso, lang));
  const length = t(`play_desk.length.${brk.length}`);
  let line: string;
  if (brk.kind === 'time_out')
    line = t('play_desk.current.time_out', {
      length: breakTitle(t, brk),
      until: at(brk.ends_at),
      by: breakBy(t, brk),
    });
  else if (brk.state === 'running') line = t('play_desk.current.running', { length, until: at(brk.ends_at) });
  else if (brk.state === 'awaiting_lift')
    line = t('play_desk.current.awaiting_lift', { ends: at(brk.ends_at) });
  else line = t('play_desk.current.reopening', { by: brk.lifted_by ?? '—', at: at(brk.reopens_at) });
  const tone = brk.state === 'running' ? 'border-danger/40 bg-danger/10' : 'border-warning/40 bg-warning/10';
  return (
    <div className={`rounded-lg border p-3 text-sm ${tone}`} data-testid="play-now">
      <div className="flex flex-wrap items-center gap-2">
        <BreakStateBadge t={t} state={brk.state} />
        <span className="font-medium text-ink-100">{line}</span>
      </div>
      {brk.reason && (
        <p className="mt-1 text-xs text-ink-300">
          {t('play_desk.reason')}: <span translate="no">{brk.reason}</span>
        </p>
      )}
      {onLift && (
        <div className="mt-2">
          <Button size="sm" variant="primary" onClick={onLift}>
            {t('play_desk.lift.open')}
          </Button>
        </div>
      )}
    </div>
  );
}

type Line = [label: string, value: ReactNode];

/** A row on a phone: a title line with its badge, then label–value lines. */
function CardLines({ title, badge, lines }: { title: string; badge: ReactNode; lines: Line[] }) {
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
            <dd className="text-right break-words text-ink-100">{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

function LimitTable({ play }: { play: MemberPlay }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const isDesktop = useIsDesktop();
  // a limit of one side alone reads as a dash; the one in force says there is none
  const amount = (value: number | null): ReactNode =>
    value === null ? '—' : <span className="tabular whitespace-nowrap">฿{formatBaht(value, lang)}</span>;
  const inForce = (value: number | null): ReactNode =>
    value === null ? (
      <span className="text-ink-300">{bahtOrNone(t, value, lang)}</span>
    ) : (
      <span className="tabular font-semibold whitespace-nowrap text-ink-100">
        {bahtOrNone(t, value, lang)}
      </span>
    );
  // a phone shows the limits that hold or wait, not seven empty cards
  const rows = isDesktop ? play.limits : play.limits.filter((l) => l.in_force !== null || l.pending);
  if (rows.length === 0) return <p className="text-sm text-ink-300">{t('play_desk.no_limit_set')}</p>;
  return (
    <TableOrCards
      look="inset"
      minWidthClass="min-w-[720px]"
      rows={rows}
      rowKey={(l) => l.key}
      columns={[
        {
          key: 'limit',
          label: t('play_desk.col.limit'),
          isRowHeader: true,
          cellClassName: 'text-left font-medium text-ink-100',
          cell: (l) => t(`play_desk.limit.${l.key}`),
        },
        { key: 'own', label: t('play_desk.col.own'), align: 'right', cell: (l) => amount(l.own) },
        { key: 'desk', label: t('play_desk.col.desk'), align: 'right', cell: (l) => amount(l.desk) },
        {
          key: 'in_force',
          label: t('play_desk.col.in_force'),
          align: 'right',
          cell: (l) => inForce(l.in_force),
        },
        {
          key: 'used',
          label: t('play_desk.col.used'),
          align: 'right',
          cellClassName: 'tabular whitespace-nowrap text-ink-200',
          cell: (l) => used(t, play, l.key, lang),
        },
        {
          key: 'pending',
          label: t('play_desk.col.pending'),
          cellClassName: 'text-xs text-ink-300',
          cell: (l) => pendingText(t, l, lang),
        },
      ]}
      card={(l) => (
        <CardLines
          title={t(`play_desk.limit.${l.key}`)}
          badge={inForce(l.in_force)}
          lines={[
            [t('play_desk.col.own'), amount(l.own)],
            [t('play_desk.col.desk'), amount(l.desk)],
            [t('play_desk.col.used'), used(t, play, l.key, lang)],
            ...(l.pending ? [[t('play_desk.col.pending'), pendingText(t, l, lang)] as Line] : []),
          ]}
        />
      )}
    />
  );
}

function BreakHistory({ breaks }: { breaks: DeskBreak[] }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const at = (iso: string | null) => (
    <span className="tabular whitespace-nowrap text-xs text-ink-300">
      {iso === null ? '—' : formatDateTime(iso, lang)}
    </span>
  );
  const lifted = (b: DeskBreak) =>
    b.lifted_at === null
      ? '—'
      : t('play_desk.lifted_line', { at: formatDateTime(b.lifted_at, lang), by: b.lifted_by ?? '—' });
  return (
    <TableOrCards
      look="inset"
      minWidthClass="min-w-[860px]"
      rows={breaks}
      rowClassName="align-top"
      columns={[
        {
          key: 'break',
          label: t('play_desk.col.break'),
          cellClassName: 'text-ink-100',
          cell: (b) => breakTitle(t, b),
        },
        {
          key: 'state',
          label: t('play_desk.col.state'),
          cell: (b) => <BreakStateBadge t={t} state={b.state} />,
        },
        { key: 'started', label: t('play_desk.col.started'), cell: (b) => at(b.started_at) },
        { key: 'ends', label: t('play_desk.col.ends'), cell: (b) => at(b.ends_at) },
        { key: 'by', label: t('play_desk.col.by'), cell: (b) => <span translate="no">{breakBy(t, b)}</span> },
        {
          key: 'reason',
          label: t('play_desk.col.reason'),
          cellClassName: 'max-w-xs break-words text-xs',
          cell: (b) => <span translate="no">{b.reason ?? '—'}</span>,
        },
        {
          key: 'lifted',
          label: t('play_desk.col.lifted'),
          cellClassName: 'text-xs text-ink-300',
          cell: lifted,
        },
      ]}
      card={(b) => (
        <CardLines
          title={breakTitle(t, b)}
          badge={<BreakStateBadge t={t} state={b.state} />}
          lines={[
            [t('play_desk.col.started'), at(b.started_at)],
            [t('play_desk.col.ends'), at(b.ends_at)],
            [t('play_desk.col.by'), <span translate="no">{breakBy(t, b)}</span>],
            ...(b.reason
              ? [[t('play_desk.col.reason'), <span translate="no">{b.reason}</span>] as Line]
              : []),
            ...(b.lifted_at ? [[t('play_desk.col.lifted'), lifted(b)] as Line] : []),
          ]}
        />
      )}
    />
  );
}
