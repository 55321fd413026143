import type { ReactNode } from 'react';

export function PageHeader({ icon, title, subtitle }: { icon: ReactNode; title: string; subtitle?: string }) {
  return (
    <div className="mb-4 flex items-center gap-3">
      <span className="flex size-11 items-center justify-center rounded-xl bg-gold-500/15 text-2xl text-gold-400 ring-1 ring-gold-500/30">
        {icon}
      </span>
      <div>
        <h1 className="text-xl font-semibold text-ink-100">{title}</h1>
        {subtitle ? <p className="text-sm text-ink-300">{subtitle}</p> : null}
      </div>
    </div>
  );
}

/** A part of a page under its heading (an icon and the title), the heading naming it. */
export function PageSection({
  id,
  icon,
  title,
  className,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="mb-3 flex items-center gap-2 text-lg font-semibold text-ink-100">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}
