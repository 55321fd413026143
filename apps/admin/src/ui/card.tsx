import type { ReactNode } from 'react';

export function Card({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <section className={`rounded-card border border-ink-700 bg-ink-800 shadow-card ${className}`}>
      {children}
    </section>
  );
}

export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-xl font-semibold text-ink-100">{title}</h1>
      {actions}
    </div>
  );
}

export function Badge({
  children,
  tone = 'muted',
}: {
  children: ReactNode;
  tone?: 'muted' | 'gold' | 'danger' | 'success';
}) {
  const tones = {
    muted: 'bg-ink-700 text-ink-200',
    gold: 'bg-gold-500/15 text-gold-300 ring-1 ring-gold-500/40',
    danger: 'bg-danger/15 text-danger ring-1 ring-danger/40',
    success: 'bg-success/15 text-success ring-1 ring-success/40',
  };
  return (
    <span
      className={`inline-flex items-center rounded px-1.5 whitespace-nowrap py-0.5 text-[11px] font-medium uppercase ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
