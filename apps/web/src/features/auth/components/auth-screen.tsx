import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@sanam/ui/language-switch.tsx';
import { Logo } from '../../../ui/logo.tsx';
import { ShieldIcon } from '../../../ui/icons.tsx';
import { SupportLink } from '../../../ui/support-link.tsx';

/** The frame shared by the login and register screens. */
export function AuthScreen({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="relative min-h-dvh overflow-hidden bg-ink-900">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-72 bg-[radial-gradient(60%_100%_at_20%_0%,color-mix(in_oklab,var(--color-red-side)_28%,transparent),transparent),radial-gradient(60%_100%_at_80%_0%,color-mix(in_oklab,var(--color-blue-side)_30%,transparent),transparent)]"
      />
      <div className="relative mx-auto flex min-h-dvh w-full max-w-md flex-col px-4 pt-5 pb-8">
        <header className="flex items-center justify-between">
          <Logo />
          <LanguageSwitch />
        </header>
        <main className="mt-8 flex-1">
          <h1 className="text-2xl font-semibold text-ink-100">{title}</h1>
          <p className="mt-1 text-ink-300">{subtitle}</p>
          <div className="mt-6 rounded-[var(--radius-card)] bg-ink-800/90 p-5 shadow-[var(--shadow-card)] ring-1 ring-ink-600/60 backdrop-blur">
            {children}
          </div>
        </main>
        <footer className="mt-8 space-y-3 text-center text-sm text-ink-300">
          <SupportLink className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-gold-400 ring-1 ring-gold-500/40 hover:bg-gold-500/10" />
          <p className="flex items-center justify-center gap-1.5 text-xs text-ink-300">
            <ShieldIcon />
            {t('auth_screen.secure_note')}
          </p>
        </footer>
      </div>
    </div>
  );
}
