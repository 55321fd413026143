// A small pill for a state: open for betting, no rate yet, a result, a round type.
import type { ReactNode } from 'react';

export type BadgeTone = 'success' | 'neutral' | 'warning' | 'red' | 'blue' | 'tie' | 'gold';

const tones: Record<BadgeTone, string> = {
  success: 'bg-success/15 text-success ring-success/40',
  neutral: 'bg-ink-700/80 text-ink-200 ring-ink-500/60',
  warning: 'bg-warning/15 text-warning ring-warning/40',
  red: 'bg-red-side/15 text-red-side ring-red-side/45',
  blue: 'bg-blue-side/20 text-[#7aa5ff] ring-blue-side/50',
  tie: 'bg-tie/15 text-success ring-tie/45',
  gold: 'bg-gold-500/15 text-gold-400 ring-gold-500/40',
};

export function Badge({
  tone = 'neutral',
  icon,
  children,
  className = '',
}: {
  tone?: BadgeTone;
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ${tones[tone]} ${className}`}
    >
      {icon}
      {children}
    </span>
  );
}
