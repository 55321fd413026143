import type { Match } from '@sanam/contract/matches.ts';
import { formatBaht } from '@sanam/contract/money.ts';
import {
  roundLimitsRequest,
  SWITCHED_SIDES,
  type RoundRisk,
  type SideCloser,
  type SwitchedSide,
} from '@sanam/contract/risk.ts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.ts';
import { Button } from '@sanam/ui/button.tsx';
import { TextField } from '@sanam/ui/field.tsx';
import { Switch } from '../../../ui/switch.tsx';
import { useSetLimits } from '../api/set-limits.ts';
import { useSwitchSide } from '../api/switch-side.ts';
import type { DeskReport } from './desk-report.ts';
import { parseLimit } from './limits-form.tsx';

const sideTone: Record<SwitchedSide, string> = {
  red: 'text-red-side',
  blue: 'text-blue-side',
  tie: 'text-tie',
};

/** A side is open on its own switch: red and blue while no one closed them, tie while tie betting is on. */
function sideState(match: Match, side: SwitchedSide): { isOpen: boolean; closedBy: SideCloser | null } {
  if (side === 'tie') return { isOpen: match.is_open_tie === 1, closedBy: match.tie_closed_by };
  const closedBy = side === 'red' ? match.red_closed_by : match.blue_closed_by;
  return { isOpen: closedBy === null, closedBy };
}

type Props = { match: Match; risk: RoundRisk | undefined; isBusy: boolean; report: DeskReport };

/**
 * Each side's own switch and why a closed one is closed, with its book against the liability cap.
 * Live: the desk socket refetches the risk read with every BET and every change of the round.
 */
export function SideSwitches({ match, risk, isBusy, report }: Props) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('risk.sides.title')} className="space-y-1.5">
      {SWITCHED_SIDES.map((side) => (
        <SideRow key={side} side={side} match={match} risk={risk} isBusy={isBusy} report={report} />
      ))}
    </ul>
  );
}

function SideRow({
  side,
  match,
  risk,
  isBusy,
  report,
}: {
  side: SwitchedSide;
  match: Match;
  risk: RoundRisk | undefined;
  isBusy: boolean;
  report: DeskReport;
}) {
  const { t } = useTranslation();
  const switchSide = useSwitchSide(match.id);
  const { isOpen, closedBy } = sideState(match, side);
  const sideName = t(`matches.side.${side}`);
  const cap = risk?.effective.liability_cap ?? null;
  // red and blue keep their own switch while the whole round is closed: it then waits for betting to open
  const isWaitingForRound = side !== 'tie' && isOpen && match.is_open === 0;

  const status = isWaitingForRound
    ? t('risk.side.closed_with_round')
    : isOpen
      ? t('risk.side.open')
      : closedBy === 'cap'
        ? t('risk.side.closed_by_cap')
        : closedBy === 'operator'
          ? t('risk.side.closed_by_operator')
          : t('risk.side.closed');

  // open: green; closed by the cap: amber (the book is full); by the operator: red; else plain
  const tone = isWaitingForRound
    ? { row: 'border-ink-700 bg-ink-900/40', text: 'text-ink-300' }
    : isOpen
      ? { row: 'border-ink-700 bg-ink-900/40', text: 'text-success' }
      : closedBy === 'cap'
        ? { row: 'border-warning/50 bg-warning/10', text: 'text-warning' }
        : closedBy === 'operator'
          ? { row: 'border-danger/40 bg-danger/10', text: 'text-danger' }
          : { row: 'border-ink-700 bg-ink-900/40', text: 'text-ink-300' };

  return (
    <li aria-label={sideName} className={`rounded-lg border px-3 py-1.5 ${tone.row}`}>
      <div className="flex items-center gap-3">
        <span className={`w-16 shrink-0 font-semibold ${sideTone[side]}`}>{sideName}</span>
        <span className={`min-w-0 flex-1 text-sm ${tone.text}`}>{status}</span>
        <Switch
          label={t('risk.side.switch', { side: sideName })}
          checked={isOpen}
          disabled={isBusy}
          onChange={(open) =>
            switchSide.mutate(
              { side, open },
              report.handlers(open ? 'risk.side.opened' : 'risk.side.closed_done'),
            )
          }
        />
      </div>
      {risk && <SideBook side={side} risk={risk} />}
      {closedBy === 'cap' && !isOpen && (
        <RaiseCapAndReopen
          side={side}
          sideName={sideName}
          match={match}
          cap={cap}
          isBusy={isBusy}
          report={report}
        />
      )}
    </li>
  );
}

/**
 * One side's book as the liability cap reads it (contract wager-rules.ts): what the house pays if
 * the side wins, every stake that pays on it counted, step tickets' part apart, and the room the cap
 * leaves. All three are the server's numbers: the desk adds nothing, so it cannot disagree with a refusal.
 */
function SideBook({ side, risk }: { side: SwitchedSide; risk: RoundRisk }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const money = (baht: number) => `฿${formatBaht(baht, lang)}`;
  const outcome = t(`risk.outcome.${side}`);
  const liability = risk.liability[side];
  const cap = risk.effective.liability_cap;
  const room = risk.room?.[side] ?? null;
  return (
    <dl className="mt-1.5 grid grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)_minmax(0,1fr)] gap-x-3 gap-y-1 border-t border-ink-700/60 pt-1.5 text-xs">
      <div className="flex min-w-0 flex-col justify-between">
        <dt className="text-ink-300">
          {t(liability < 0 ? 'risk.side.house_keeps' : 'risk.side.house_pays', { outcome })}
        </dt>
        <dd className="tabular font-medium text-ink-100">{money(Math.abs(liability))}</dd>
      </div>
      <div className="flex min-w-0 flex-col justify-between">
        <dt className="text-ink-300">{t('risk.side.steps_part')}</dt>
        <dd className="tabular text-ink-100">{money(risk.steps[side])}</dd>
      </div>
      <div className="flex min-w-0 flex-col justify-between">
        <dt className="text-ink-300">
          {cap === null ? t('risk.side.room') : t('risk.side.room_of_cap', { cap: money(cap) })}
        </dt>
        <dd
          className={`tabular ${room === null ? 'text-ink-300' : room < 0 ? 'font-medium text-danger' : 'font-medium text-ink-100'}`}
        >
          {room === null ? t('risk.side.no_cap') : money(room)}
        </dd>
      </div>
    </dl>
  );
}

/**
 * A side the liability cap closed, which it does only when the side is full (what the cap leaves fits
 * no minimum bet): the operator raises the cap and reopens it in one go. Reopening alone is allowed by
 * the server, but the side is still full, so the next bet closes it again; the hint says so.
 */
function RaiseCapAndReopen({
  side,
  sideName,
  match,
  cap,
  isBusy,
  report,
}: {
  side: SwitchedSide;
  sideName: string;
  match: Match;
  cap: number | null;
  isBusy: boolean;
  report: DeskReport;
}) {
  const { t } = useTranslation();
  const setLimits = useSetLimits(match.id);
  const switchSide = useSwitchSide(match.id);
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const isSending = setLimits.isPending || switchSide.isPending;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = parseLimit(text);
    const parsed = roundLimitsRequest.safeParse({ liability_cap: value });
    if (value === null || !parsed.success) {
      setFieldError(parsed.success ? 'validation.required' : parsed.error.issues[0]?.message);
      return;
    }
    if (cap !== null && value <= cap) {
      setFieldError(t('risk.reopen.must_raise'));
      return;
    }
    setFieldError(undefined);
    const { onSuccess, onError } = report.handlers('risk.reopen.done');
    try {
      await setLimits.mutateAsync(parsed.data);
      await switchSide.mutateAsync({ side, open: true });
      onSuccess();
      setText('');
    } catch (error) {
      onError(error);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-2 space-y-2">
      <p className="text-xs text-ink-200">{t('risk.reopen.hint', { side: sideName })}</p>
      <div className="grid items-start gap-2 sm:grid-cols-[minmax(0,1fr)_auto]">
        <TextField
          label={t('risk.reopen.new_cap', { side: sideName })}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={fieldError}
        />
        <Button type="submit" variant="primary" className="sm:mt-5" isLoading={isSending} disabled={isBusy}>
          {t('risk.reopen.submit')}
        </Button>
      </div>
    </form>
  );
}
