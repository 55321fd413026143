// A price that moved while a bet dialog was open (the match room's, an event's), shown before the
// member sends: the price and what a win returns are highlighted, the old value struck through beside
// the new one, and a note says what changed. DESIGN §4: a member never bets at a price they did not see.
import type { ReactNode } from 'react';
import { AlertIcon } from './icons.tsx';

/** The old value struck through beside the new one, highlighted (del / ins: "deletion" / "insertion"). */
export function PriceShift({ before, after }: { before: ReactNode; after: ReactNode }) {
  return (
    <span className="inline-flex flex-wrap items-baseline justify-end gap-x-2 rounded-lg bg-warning/15 px-2 py-0.5 text-right ring-1 ring-warning/60 tabular-nums">
      <del className="text-sm text-ink-300">{before}</del>
      <ins className="font-semibold text-warning no-underline">{after}</ins>
    </span>
  );
}

/** What changed and what the member does about it, said once, above the price. */
export function PriceChangedNote({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-xl bg-warning/10 px-4 py-3 text-sm font-medium text-ink-100 ring-1 ring-warning/60"
    >
      <AlertIcon className="mt-0.5 shrink-0 text-warning" />
      <span className="min-w-0">{children}</span>
    </p>
  );
}
