// The kit's button: a variant and a size, a spinner while its action runs (the button is then
// disabled, so a second click sends nothing), an optional icon. Each look keeps its own class names.
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { useLook, type Look } from './look.tsx';
import { Spinner } from './spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'outline' | 'danger-outline';
export type ButtonSize = 'sm' | 'md' | 'lg';

type LookClasses = {
  base: string;
  variants: Partial<Record<ButtonVariant, string>>;
  sizes: Partial<Record<ButtonSize, string>>;
  /** a console button is secondary unless told, a member app's primary (their call sites rely on it) */
  defaultVariant: ButtonVariant;
};

const memberLook: LookClasses = {
  base: 'inline-flex items-center justify-center gap-2 font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400 disabled:cursor-not-allowed disabled:opacity-45 disabled:shadow-none',
  variants: {
    primary:
      'bg-gradient-to-b from-gold-400 to-gold-600 text-ink-950 shadow-[0_6px_20px_-8px_var(--color-gold-500)] hover:from-gold-300 hover:to-gold-500',
    secondary: 'bg-ink-700 text-ink-100 ring-1 ring-ink-500/60 hover:bg-ink-600',
    outline: 'bg-transparent text-gold-400 ring-1 ring-gold-500/70 hover:bg-gold-500/10',
    ghost: 'bg-transparent text-ink-200 hover:bg-ink-700/70 hover:text-ink-100',
    danger: 'bg-danger/90 text-white hover:bg-danger',
    'danger-outline': 'bg-transparent text-danger ring-1 ring-danger/60 hover:bg-danger/10',
  },
  sizes: {
    sm: 'min-h-9 px-3 text-sm rounded-lg',
    md: 'min-h-11 px-4 text-base rounded-xl',
    lg: 'min-h-12 px-5 text-lg rounded-xl',
  },
  defaultVariant: 'primary',
};

const consoleLook: LookClasses = {
  base: 'inline-flex items-center justify-center gap-2 rounded-lg font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400 disabled:cursor-not-allowed',
  variants: {
    primary: 'bg-gold-500 text-ink-950 hover:bg-gold-400 disabled:bg-gold-700/40 disabled:text-ink-950/60',
    secondary: 'border border-ink-600 bg-ink-700 text-ink-100 hover:bg-ink-600 disabled:opacity-50',
    ghost: 'text-ink-200 hover:bg-ink-700 hover:text-ink-100 disabled:opacity-50',
    danger: 'bg-danger text-white hover:bg-red-side-dark disabled:opacity-50',
  },
  sizes: {
    sm: 'h-8 px-3 text-sm',
    md: 'h-10 px-4 text-sm',
  },
  defaultVariant: 'secondary',
};

const looks: Record<Look, LookClasses> = { member: memberLook, console: consoleLook };

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  isLoading?: boolean;
  icon?: ReactNode;
  /** the whole width of its row */
  block?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant,
  size = 'md',
  isLoading = false,
  icon,
  block = false,
  className = '',
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  const lookName = useLook();
  const look = looks[lookName];
  // a variant or size one look does not draw takes the member app's classes
  const variantClass =
    look.variants[variant ?? look.defaultVariant] ?? memberLook.variants[variant ?? 'primary'];
  const sizeClass = look.sizes[size] ?? memberLook.sizes[size];
  return (
    <button
      type={type}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      className={`${look.base} ${variantClass} ${sizeClass} ${block ? 'w-full' : ''} ${className}`}
      {...rest}
    >
      {isLoading ? <Spinner className={lookName === 'member' ? 'size-5' : undefined} /> : icon}
      {children}
    </button>
  );
}
