import type { ReactNode } from 'react';

export function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text?: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center justify-center rounded-[var(--radius-card)] border border-dashed border-ink-600 bg-ink-800/40 px-6 py-12 text-center">
      <div className="mb-4 flex size-16 items-center justify-center rounded-full bg-ink-700/80 text-3xl text-gold-400 ring-1 ring-gold-500/30">
        {icon}
      </div>
      <p className="text-lg font-medium text-ink-100">{title}</p>
      {text ? <p className="mt-1 max-w-xs text-sm text-ink-300">{text}</p> : null}
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}
