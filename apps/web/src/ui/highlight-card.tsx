// A card that stands out on its page (the member's coins, the invite link): a gold ring and a soft glow
// in its top corner, the content drawn above the glow.
import type { ReactNode } from 'react';

export function HighlightCard({
  label,
  className = '',
  bodyClassName = '',
  children,
}: {
  label: string;
  className?: string;
  bodyClassName?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      className={`relative overflow-hidden rounded-[var(--radius-card)] bg-gradient-to-br from-ink-700 to-ink-800 p-4 shadow-[var(--shadow-card)] ring-1 ring-gold-500/30 sm:p-5 ${className}`}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-16 -right-10 size-48 rounded-full bg-gold-500/10 blur-2xl"
      />
      <div className={`relative ${bodyClassName}`}>{children}</div>
    </section>
  );
}
