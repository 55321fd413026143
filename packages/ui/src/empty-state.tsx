// A list with nothing in it says so (spec §8 "no data"). The member app's is a card with an icon, a
// line of explanation and perhaps an action; the console's is one quiet line.
import type { ReactNode } from 'react';
import { useLook } from './look.tsx';

export function EmptyState({
  title,
  text,
  icon,
  action,
}: {
  title: string;
  text?: string;
  icon?: ReactNode;
  action?: ReactNode;
}) {
  if (useLook() === 'console') return <p className="py-12 text-center text-sm text-ink-300">{title}</p>;
  return (
    <div className="flex flex-col items-center justify-center rounded-[var(--radius-card)] border border-dashed border-ink-600 bg-ink-800/40 px-6 py-12 text-center">
      {icon ? (
        <div className="mb-4 flex size-16 items-center justify-center rounded-full bg-ink-700/80 text-3xl text-gold-400 ring-1 ring-gold-500/30">
          {icon}
        </div>
      ) : null}
      <p className="text-lg font-medium text-ink-100">{title}</p>
      {text ? <p className="mt-1 max-w-xs text-sm text-ink-300">{text}</p> : null}
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}
