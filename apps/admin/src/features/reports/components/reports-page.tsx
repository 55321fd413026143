// The console's reports: a report chosen by tab, a range of Bangkok days (today
// unless changed), the report's table with its totals, and its CSV for Excel. Each role sees the
// reports the server lets it read (the contract's REPORT_ACCESS): admin all; operator the per-round
// P&L; cashier the shift report and the member statement.
import {
  bangkokToday,
  REPORT_ACCESS,
  REPORT_KINDS,
  reportRangeQuery,
  statementQuery,
  type ReportKind,
} from '@sanam/contract/reports.ts';
import { Button } from '@sanam/ui/button.tsx';
import { TextField } from '@sanam/ui/field.tsx';
import { SegmentedControl } from '@sanam/ui/segmented-control.tsx';
import { Spinner } from '@sanam/ui/spinner.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { useOperator } from '../../../lib/operator-session.ts';
import { PageHeader } from '../../../ui/card.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { QueryResult } from '../../../ui/query-result.tsx';
import {
  downloadReport,
  useDailySummary,
  useRoundPnl,
  useShiftReport,
  useStatement,
  type RangeParams,
} from '../api/reports.ts';
import { MemberPicker, memberIdOf, type PickedMember } from './member-picker.tsx';
import { DailySummaryTable, RoundPnlTable, ShiftTables, StatementTable } from './report-tables.tsx';

type Fields = { from: string; to: string; member: string };

/** The contract's refusals by field (catalogue keys; the fields put them into words). */
function refusals(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) {
  const errors: Partial<Record<keyof Fields, string>> = {};
  for (const issue of result.success ? [] : (result.error?.issues ?? [])) {
    const field = issue.path[0] === 'member_id' ? 'member' : (issue.path[0] as keyof Fields);
    errors[field] ??= issue.message;
  }
  return errors;
}

export function ReportsPage() {
  const { t } = useTranslation();
  const operator = useOperator();
  const kinds = REPORT_KINDS.filter((k) => operator && REPORT_ACCESS[k].includes(operator.role));
  const [chosen, setChosen] = useState<ReportKind | null>(null);
  const kind = chosen && kinds.includes(chosen) ? chosen : (kinds[0] ?? null);
  const today = bangkokToday();
  const [fields, setFields] = useState<Fields>({ from: today, to: today, member: '' });
  const [picked, setPicked] = useState<PickedMember | null>(null);
  const [operatorId, setOperatorId] = useState<number | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  /** the statement's page: back to the first whenever the member or the range changes */
  const [statementOffset, setStatementOffset] = useState(0);

  // the server's own rules first: a refused range is shown, never sent
  const range = reportRangeQuery.safeParse({ from: fields.from || undefined, to: fields.to || undefined });
  const rangeParams: RangeParams | null = range.success ? { from: fields.from, to: fields.to } : null;
  // the member: picked from the suggestions, or an id typed or pasted
  const statement = statementQuery.safeParse({
    from: fields.from || undefined,
    to: fields.to || undefined,
    member_id: picked?.id ?? memberIdOf(fields.member) ?? undefined,
  });
  const memberId = statement.success ? statement.data.member_id : null;
  const errors = refusals(range);

  const rounds = useRoundPnl(kind === 'rounds' ? rangeParams : null);
  const daily = useDailySummary(kind === 'daily' ? rangeParams : null);
  const shifts = useShiftReport(
    kind === 'shifts' && rangeParams ? { ...rangeParams, operator_id: operatorId ?? undefined } : null,
  );
  const member = useStatement(
    kind === 'statement' && rangeParams && memberId
      ? { ...rangeParams, member_id: memberId, offset: statementOffset }
      : null,
  );
  const active = { rounds, daily, shifts, statement: member }[kind ?? 'rounds'];
  const canDownload = kind !== null && rangeParams !== null && (kind !== 'statement' || memberId !== null);

  const set = (patch: Partial<Fields>) => {
    setFields((current) => ({ ...current, ...patch }));
    setStatementOffset(0);
    setDownloadError(null);
  };

  async function download() {
    if (!kind || !rangeParams) return;
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadReport(kind, {
        ...rangeParams,
        ...(kind === 'shifts' && operatorId !== null ? { operator_id: operatorId } : {}),
        ...(kind === 'statement' && memberId !== null ? { member_id: memberId } : {}),
      });
    } catch (error) {
      setDownloadError(t('reports.download_failed', { message: errorMessage(error) }));
    } finally {
      setDownloading(false);
    }
  }

  if (!kind) return null;
  return (
    <>
      <PageHeader
        title={t('nav.reports')}
        actions={
          <div className="flex items-center gap-3">
            {active.isFetching && !active.isPending && (
              <Spinner className="size-4 text-gold-500" label={t('common.loading')} />
            )}
            <Button
              variant="primary"
              onClick={() => void download()}
              disabled={!canDownload}
              isLoading={downloading}
            >
              {t('reports.download')}
            </Button>
          </div>
        }
      />
      {kinds.length > 1 && (
        <div className="mb-3">
          <SegmentedControl
            label={t('reports.choose')}
            value={kind}
            onChange={(k) => {
              setChosen(k);
              setDownloadError(null);
            }}
            options={kinds.map((k) => ({ value: k, label: t(`reports.tab.${k}`) }))}
          />
        </div>
      )}
      <section
        aria-label={t('reports.range.label')}
        className="mb-4 rounded-card border border-ink-700 bg-ink-800 p-3"
      >
        <div className="grid grid-cols-2 items-start gap-3 sm:flex sm:flex-wrap">
          <TextField
            className="sm:w-44"
            label={t('reports.range.from')}
            type="date"
            value={fields.from}
            max={fields.to || undefined}
            onChange={(event) => set({ from: event.target.value })}
            error={errors.from}
          />
          <TextField
            className="sm:w-44"
            label={t('reports.range.to')}
            type="date"
            value={fields.to}
            min={fields.from || undefined}
            onChange={(event) => set({ to: event.target.value })}
            error={errors.to}
          />
          {kind === 'statement' && (
            <MemberPicker
              className="col-span-2 sm:w-80"
              text={fields.member}
              picked={picked}
              onText={(member) => {
                setPicked(null);
                set({ member });
              }}
              onPick={(member) => {
                setPicked(member);
                set({ member: String(member.id) });
              }}
            />
          )}
          <div className="col-span-2 sm:self-end sm:pb-0.5">
            <Button variant="secondary" size="sm" onClick={() => set({ from: today, to: today })}>
              {t('reports.range.today')}
            </Button>
          </div>
        </div>
        <p className="mt-2 text-xs text-ink-400">{t('reports.range.hint')}</p>
      </section>
      {downloadError && (
        <p role="alert" className="mb-3 text-sm text-danger">
          {downloadError}
        </p>
      )}

      {kind === 'rounds' && (
        <QueryResult
          query={rounds}
          emptyText={t('reports.empty.rounds')}
          isEmpty={(r) => r.rows.length === 0}
          keepsDataOnError
        >
          {(report) => <RoundPnlTable report={report} />}
        </QueryResult>
      )}
      {kind === 'daily' && (
        <QueryResult query={daily} emptyText="" isEmpty={() => false} keepsDataOnError>
          {(report) => <DailySummaryTable report={report} />}
        </QueryResult>
      )}
      {kind === 'shifts' && (
        <QueryResult
          query={shifts}
          emptyText={t('reports.empty.shifts')}
          isEmpty={(r) => r.rows.length === 0}
          keepsDataOnError
        >
          {(report) => <ShiftTables report={report} operatorId={operatorId} onOperator={setOperatorId} />}
        </QueryResult>
      )}
      {kind === 'statement' &&
        (memberId === null ? (
          <p className="rounded-card border border-dashed border-ink-600 px-4 py-8 text-center text-sm text-ink-300">
            {t('reports.member_needed')}
          </p>
        ) : (
          <QueryResult query={member} emptyText="" isEmpty={() => false}>
            {(report) => (
              <>
                <StatementTable report={report} />
                {report.total === 0 && (
                  <p className="mt-3 text-center text-sm text-ink-300">{t('reports.empty.statement')}</p>
                )}
                {report.total > report.limit && (
                  <Pagination
                    offset={report.offset}
                    limit={report.limit}
                    total={report.total}
                    onChange={setStatementOffset}
                    isFetching={member.isFetching}
                  />
                )}
              </>
            )}
          </QueryResult>
        ))}
    </>
  );
}
