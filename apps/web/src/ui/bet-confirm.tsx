// The confirmation step of a bet (the match room's bet dialog, an event bet): rows of what is about
// to be sent, and "back" / "confirm" under them.
import type { ReactNode } from 'react';
import { Button } from '@sanam/ui/button.tsx';

/** One line of the summary (inside its <dl>): the label, then the value. */
export function ConfirmRow({
  label,
  children,
  valueClassName,
}: {
  label: string;
  children: ReactNode;
  valueClassName?: string;
}) {
  return (
    <div className="flex items-center justify-between gap-3 px-4 py-3">
      <dt className="shrink-0 text-ink-300">{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}

export function ConfirmActions({
  backLabel,
  sendLabel,
  isPending,
  onBack,
  onSend,
}: {
  backLabel: string;
  sendLabel: string;
  isPending: boolean;
  onBack: () => void;
  onSend: () => void;
}) {
  return (
    <div className="flex gap-3">
      <Button variant="secondary" block disabled={isPending} onClick={onBack}>
        {backLabel}
      </Button>
      <Button block isLoading={isPending} onClick={onSend}>
        {sendLabel}
      </Button>
    </div>
  );
}
