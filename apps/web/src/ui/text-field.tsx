import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../lib/i18n.ts';
import { EyeIcon, EyeOffIcon } from '@sanam/ui/icons.tsx';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: string;
  /** A catalogue key (zod issue) or an already translated text. */
  error?: string;
  hint?: string;
  icon?: ReactNode;
  /** Password field with a show/hide toggle button. */
  revealable?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  error,
  hint,
  icon,
  revealable = false,
  type = 'text',
  className = '',
  ref,
  ...rest
}: TextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [isRevealed, setIsRevealed] = useState(false);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const inputType = revealable ? (isRevealed ? 'text' : 'password') : type;

  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-200">
        {label}
      </label>
      <div
        className={`flex items-center gap-2 rounded-xl bg-ink-950/60 px-3 ring-1 transition focus-within:ring-2 ${
          error ? 'ring-danger/80 focus-within:ring-danger' : 'ring-ink-600 focus-within:ring-gold-500'
        }`}
      >
        {icon ? <span className="text-lg text-ink-300">{icon}</span> : null}
        <input
          ref={ref}
          id={id}
          type={inputType}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="min-h-12 w-full min-w-0 bg-transparent text-base text-ink-100 placeholder:text-ink-500 focus:outline-none"
          {...rest}
        />
        {revealable ? (
          <button
            type="button"
            onClick={() => setIsRevealed((v) => !v)}
            aria-label={t(isRevealed ? 'common.hide_password' : 'common.show_password', { field: label })}
            aria-pressed={isRevealed}
            className="-mr-1 flex size-10 shrink-0 items-center justify-center rounded-lg text-xl text-ink-300 hover:text-gold-400 focus-visible:outline-2 focus-visible:outline-gold-400"
          >
            {isRevealed ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        ) : null}
      </div>
      {hint && !error ? (
        <p id={hintId} className="mt-1 text-xs text-ink-300">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-danger">
          {translateMessage(error)}
        </p>
      ) : null}
    </div>
  );
}
