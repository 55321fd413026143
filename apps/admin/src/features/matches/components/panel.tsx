import { useId, type ReactNode } from 'react';

/** A card that is also a named region, so the desk reads as "Betting", "Rate", "Live exposure"… */
export function Panel({
  title,
  actions,
  children,
  className = '',
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-card border border-ink-700 bg-ink-800 p-4 shadow-card ${className}`}
    >
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id={titleId} className="text-base font-semibold text-ink-100">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
