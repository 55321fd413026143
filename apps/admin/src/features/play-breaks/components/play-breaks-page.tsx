// /play-breaks (every staff role): the report of every member whose play a time-out or a
// self-exclusion closes now, one row each (the break that closes it longest), newest first, with the
// member's file one click away. Read only: an admin lifts an ended exclusion from the file.
import type { PlayBreakReportRow } from '@sanam/contract/play-desk.ts';
import { Button } from '@sanam/ui/button.tsx';
import { SegmentedControl } from '@sanam/ui/segmented-control.tsx';
import { Spinner } from '@sanam/ui/spinner.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-time.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { PageHeader } from '../../../ui/card.tsx';
import { MemberLink } from '../../../ui/member-link.tsx';
import { PagedResults } from '../../../ui/paged-results.tsx';
import { breakBy, breakTitle, BreakStateBadge } from '../../../ui/play-break.tsx';
import { TableOrCards } from '../../../ui/table-or-cards.tsx';
import { playBreaksKey, usePlayBreaks, type PlayBreaksParams } from '../api/list-play-breaks.ts';

const PAGE_SIZE = 50;
const KINDS = ['all', 'time_out', 'exclusion'] as const;

export function PlayBreaksPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<PlayBreaksParams['kind']>('all');
  const [offset, setOffset] = useState(0);
  const report = usePlayBreaks({ kind, limit: PAGE_SIZE, offset });

  return (
    <>
      <PageHeader title={t('nav.play_breaks')} />
      <p className="-mt-2 mb-3 max-w-3xl text-sm text-ink-300">{t('play_breaks.intro')}</p>
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <SegmentedControl
          label={t('play_breaks.kind')}
          options={KINDS.map((value) => ({ value, label: t(`play_breaks.kind.${value}`) }))}
          value={kind}
          onChange={(next) => {
            setKind(next);
            setOffset(0);
          }}
        />
        <Button
          onClick={() => void queryClient.invalidateQueries({ queryKey: playBreaksKey })}
          disabled={report.isFetching}
        >
          {report.isFetching && <Spinner className="size-4 text-gold-500" label={t('common.loading')} />}
          {t('common.refresh')}
        </Button>
      </div>
      <PagedResults
        query={report}
        emptyText={t('play_breaks.empty')}
        offset={offset}
        limit={PAGE_SIZE}
        onOffset={setOffset}
      >
        {(items) => <BreakRows rows={items} />}
      </PagedResults>
    </>
  );
}

function BreakRows({ rows }: { rows: PlayBreakReportRow[] }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const at = (iso: string) => (
    <span className="tabular whitespace-nowrap text-xs text-ink-300">{formatDateTime(iso, lang)}</span>
  );
  const state = (b: PlayBreakReportRow) => (
    <span className="flex flex-col items-start gap-0.5">
      <BreakStateBadge t={t} state={b.state} />
      {b.reopens_at && (
        <span className="text-xs text-ink-300">
          {t('play_breaks.reopens', { at: formatDateTime(b.reopens_at, lang) })}
        </span>
      )}
    </span>
  );
  const member = (b: PlayBreakReportRow) => (
    <span className="flex flex-col">
      <MemberLink id={b.member.id} username={b.member.username} />
      <span className="text-xs text-ink-300" translate="no">
        {b.member.name} · {b.member.phone}
      </span>
    </span>
  );
  return (
    <TableOrCards
      minWidthClass="min-w-[1000px]"
      rows={rows}
      rowClassName="align-top"
      columns={[
        { key: 'member', label: t('play_desk.col.member'), cell: member },
        {
          key: 'break',
          label: t('play_desk.col.break'),
          cellClassName: 'text-ink-100',
          cell: (b) => breakTitle(t, b),
        },
        { key: 'state', label: t('play_desk.col.state'), cell: state },
        { key: 'started', label: t('play_desk.col.started'), cell: (b) => at(b.started_at) },
        { key: 'ends', label: t('play_desk.col.ends'), cell: (b) => at(b.ends_at) },
        { key: 'by', label: t('play_desk.col.by'), cell: (b) => <span translate="no">{breakBy(t, b)}</span> },
        {
          key: 'reason',
          label: t('play_desk.col.reason'),
          cellClassName: 'max-w-xs break-words text-xs',
          cell: (b) => <span translate="no">{b.reason ?? '—'}</span>,
        },
      ]}
      card={(b) => (
        <>
          <div className="flex items-start justify-between gap-2 text-sm">
            {member(b)}
            {state(b)}
          </div>
          <p className="mt-1 text-sm text-ink-100">{breakTitle(t, b)}</p>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
            <dt className="text-ink-300">{t('play_desk.col.started')}</dt>
            <dd className="text-right">{at(b.started_at)}</dd>
            <dt className="text-ink-300">{t('play_desk.col.ends')}</dt>
            <dd className="text-right">{at(b.ends_at)}</dd>
            <dt className="text-ink-300">{t('play_desk.col.by')}</dt>
            <dd className="text-right text-ink-100" translate="no">
              {breakBy(t, b)}
            </dd>
            {b.reason && (
              <>
                <dt className="text-ink-300">{t('play_desk.col.reason')}</dt>
                <dd className="text-right break-words text-ink-100" translate="no">
                  {b.reason}
                </dd>
              </>
            )}
          </dl>
        </>
      )}
    />
  );
}
