import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export const inputClass =
  'h-10 w-full rounded-lg border border-ink-600 bg-ink-950/60 px-3 text-sm text-ink-100 placeholder:text-ink-500 focus:border-gold-500 focus:outline-none focus:ring-1 focus:ring-gold-500 aria-[invalid=true]:border-danger';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input whose error is announced and tied to it by aria-describedby. */
export function TextField({ label, error, hint, id, className = '', ref, ...rest }: Props) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const errorId = `${inputId}-error`;
  return (
    <div className={className}>
      <label
        htmlFor={inputId}
        className="mb-1 block text-xs font-medium tracking-wide text-ink-300 uppercase"
      >
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={inputClass}
        {...rest}
      />
      {hint && !error && <p className="mt-1 text-xs text-ink-300">{hint}</p>}
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-xs text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
