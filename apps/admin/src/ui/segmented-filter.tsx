type Option<T extends string> = { value: T; label: string };

/** A row of mutually exclusive filter buttons (a list's status); the chosen one is aria-pressed. */
export function SegmentedFilter<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly Option<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex max-w-full overflow-x-auto rounded-lg border border-ink-600 bg-ink-950/40 p-0.5 text-sm"
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className={`rounded-md px-3 py-1.5 font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-gold-400 ${option.value === value ? 'bg-gold-500 text-ink-950' : 'text-ink-200 hover:bg-ink-700 hover:text-ink-100'}`}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
