// One accessible toggle group: a labelled role="group" of buttons, the chosen one aria-pressed (what
// both apps' tests read). It holds the behaviour; the classes come from the look (a list filter in
// either app) or, for another kind of group (a language switch, rate presets), from the caller.
import type { ReactNode } from 'react';
import { useLook, type Look } from './look.tsx';

export type SegmentOption<T extends string> = {
  value: T;
  label: ReactNode;
  /** the option's own language (a language's name) */
  lang?: string;
  /** a name for screen readers when the label is a mark or says less */
  ariaLabel?: string;
  isDisabled?: boolean;
  /** this option's own classes while not chosen (a rate preset in its favourite's colour) */
  offClass?: string;
};

/** The group's frame, every button, and what the chosen and the other buttons add. */
export type SegmentStyles = {
  group: string;
  item: string;
  on: string;
  off: string;
};

const filterStyles: Record<Look, SegmentStyles> = {
  member: {
    group: 'inline-flex gap-1 rounded-xl bg-ink-900 p-1',
    item: 'min-h-10 rounded-lg px-3 text-sm font-medium whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-gold-400',
    on: 'bg-gradient-to-b from-gold-400 to-gold-600 text-ink-950',
    off: 'text-ink-300 hover:text-ink-100',
  },
  console: {
    group:
      'inline-flex max-w-full overflow-x-auto rounded-lg border border-ink-600 bg-ink-950/40 p-0.5 text-sm',
    item: 'rounded-md px-3 py-1.5 font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-gold-400',
    on: 'bg-gold-500 text-ink-950',
    off: 'text-ink-200 hover:bg-ink-700 hover:text-ink-100',
  },
};

export function SegmentedControl<T extends string>({
  label,
  options,
  value,
  onChange,
  styles,
}: {
  label: string;
  options: readonly SegmentOption<T>[];
  /** the chosen option; null when none is (no rate published yet) */
  value: T | null;
  onChange: (value: T) => void;
  /** overrides the look's list-filter classes, part by part */
  styles?: Partial<SegmentStyles>;
}) {
  const look = { ...filterStyles[useLook()], ...styles };
  return (
    <div role="group" aria-label={label} className={look.group}>
      {options.map((option) => {
        const isOn = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            lang={option.lang}
            aria-label={option.ariaLabel}
            aria-pressed={isOn}
            disabled={option.isDisabled}
            onClick={() => onChange(option.value)}
            className={`${look.item} ${isOn ? look.on : (option.offClass ?? look.off)}`}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
