// Copies `text` (an account number to pay into, a secret to type elsewhere) and says so for a moment.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from './copy-text.ts';

export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 1500);
    return () => clearTimeout(timer);
  }, [state]);

  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={() => void copyText(text).then((done) => setState(done ? 'copied' : 'failed'))}
      className="inline-flex h-6 items-center gap-1 rounded border border-ink-600 px-1.5 text-[11px] font-medium text-ink-200 hover:bg-ink-700 hover:text-ink-100"
    >
      <svg
        viewBox="0 0 24 24"
        className="size-3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <rect x="9" y="9" width="11" height="11" rx="2" />
        <path d="M5 15V5a2 2 0 0 1 2-2h10" />
      </svg>
      <span aria-live="polite">
        {state === 'copied'
          ? t('common.copied')
          : state === 'failed'
            ? t('common.copy_failed')
            : t('common.copy')}
      </span>
    </button>
  );
}
