import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { inputClass } from './field.tsx';

type Props = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled select whose error is announced and tied to it, like TextField. */
export function SelectField({ label, error, hint, id, className = '', ref, children, ...rest }: Props) {
  const fallbackId = useId();
  const selectId = id ?? fallbackId;
  const errorId = `${selectId}-error`;
  return (
    <div className={className}>
      <label
        htmlFor={selectId}
        className="mb-1 block text-xs font-medium tracking-wide text-ink-300 uppercase"
      >
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={inputClass}
        {...rest}
      >
        {children}
      </select>
      {hint && !error && <p className="mt-1 text-xs text-ink-300">{hint}</p>}
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-xs text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
