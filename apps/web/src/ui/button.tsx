import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Spinner } from './spinner.tsx';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'outline' | 'danger-outline';
type Size = 'md' | 'lg' | 'sm';

const variants: Record<Variant, string> = {
  primary:
    'bg-gradient-to-b from-gold-400 to-gold-600 text-ink-950 shadow-[0_6px_20px_-8px_var(--color-gold-500)] hover:from-gold-300 hover:to-gold-500',
  secondary: 'bg-ink-700 text-ink-100 ring-1 ring-ink-500/60 hover:bg-ink-600',
  outline: 'bg-transparent text-gold-400 ring-1 ring-gold-500/70 hover:bg-gold-500/10',
  ghost: 'bg-transparent text-ink-200 hover:bg-ink-700/70 hover:text-ink-100',
  danger: 'bg-danger/90 text-white hover:bg-danger',
  'danger-outline': 'bg-transparent text-danger ring-1 ring-danger/60 hover:bg-danger/10',
};

const sizes: Record<Size, string> = {
  sm: 'min-h-9 px-3 text-sm rounded-lg',
  md: 'min-h-11 px-4 text-base rounded-xl',
  lg: 'min-h-12 px-5 text-lg rounded-xl',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
  isLoading?: boolean;
  icon?: ReactNode;
  block?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
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
  return (
    <button
      type={type}
      disabled={disabled || isLoading}
      className={`inline-flex items-center justify-center gap-2 font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400 disabled:cursor-not-allowed disabled:opacity-45 disabled:shadow-none ${variants[variant]} ${sizes[size]} ${block ? 'w-full' : ''} ${className}`}
      {...rest}
    >
      {isLoading ? <Spinner className="size-5" /> : icon}
      {children}
    </button>
  );
}
