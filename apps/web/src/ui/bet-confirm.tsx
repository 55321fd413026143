// The confirmation step of every bet (the match room's bet dialog, an event bet, a step slip): what is
// about to be sent, the amount and what it would return, then "back" / "confirm". The popups before
// and after it (a refused stake, the answer to "confirm") are use-bet-send.ts.
import type { ReactNode } from 'react';
import { Button } from '@sanam/ui/button.tsx';

/** One line of the summary (inside its <dl>): the label, then the value. */
export function ConfirmRow({
  label,
  children,
  valueClassName,
  isDense = false,
}: {
  label: string;
  children: ReactNode;
  valueClassName?: string;
  /** a step slip's summary, under its list of legs */
  isDense?: boolean;
}) {
  return (
    <div className={`flex items-center justify-between gap-3 px-4 ${isDense ? 'py-2.5' : 'py-3'}`}>
      <dt className="shrink-0 text-ink-300">{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}

export function BetConfirm({
  intro,
  before,
  children,
  listClassName = '',
  isDense = false,
  amountLabel,
  amount,
  payoutLabel,
  payout,
  after,
  backLabel,
  sendLabel,
  isPending,
  onBack,
  onSend,
}: {
  intro: string;
  /** shown between the intro and the summary (a step slip's legs) */
  before?: ReactNode;
  /** the summary's rows before the amount (side, rate, odds...) */
  children: ReactNode;
  listClassName?: string;
  isDense?: boolean;
  amountLabel: string;
  amount: string;
  payoutLabel: string;
  /** what a win returns (a moved price: old and new, PriceShift); a row is left out when there is nothing to say */
  payout: ReactNode;
  /** shown between the summary and the buttons (how the bet is sent: the room's odds-change choice) */
  after?: ReactNode;
  backLabel: string;
  sendLabel: string;
  isPending: boolean;
  onBack: () => void;
  onSend: () => void;
}) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-300">{intro}</p>
      {before}
      <dl
        className={`divide-y divide-ink-700 rounded-xl bg-ink-900/70 ring-1 ring-ink-600/60 ${listClassName}`}
      >
        {children}
        <ConfirmRow
          label={amountLabel}
          valueClassName="text-lg font-semibold text-ink-100 tabular-nums"
          isDense={isDense}
        >
          {amount}
        </ConfirmRow>
        {payout !== null && payout !== undefined ? (
          <ConfirmRow
            label={payoutLabel}
            valueClassName="font-medium text-success tabular-nums"
            isDense={isDense}
          >
            {payout}
          </ConfirmRow>
        ) : null}
      </dl>
      {after}
      <div className="flex gap-3">
        <Button variant="secondary" block disabled={isPending} onClick={onBack}>
          {backLabel}
        </Button>
        <Button block isLoading={isPending} onClick={onSend}>
          {sendLabel}
        </Button>
      </div>
    </div>
  );
}
