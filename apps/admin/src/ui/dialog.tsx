import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

type Props = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Blocks Escape and backdrop clicks while a request is in flight. */
  isDismissable?: boolean;
  size?: 'sm' | 'md';
};

export function Dialog({ title, onClose, children, isDismissable = true, size = 'md' }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = panelRef.current?.querySelector<HTMLElement>(
      'input, select, textarea, button:not([data-close])',
    );
    (first ?? panelRef.current)?.focus();
    return () => previous?.focus();
  }, []);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape' && isDismissable) onClose();
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose, isDismissable]);

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-ink-950/75 p-0 backdrop-blur-sm sm:items-start sm:p-4 sm:pt-[12vh]">
      <div className="absolute inset-0" aria-hidden="true" onClick={() => isDismissable && onClose()} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`relative max-h-[92vh] w-full overflow-y-auto rounded-t-2xl border border-ink-600 bg-ink-800 shadow-card sm:rounded-card ${size === 'sm' ? 'sm:max-w-sm' : 'sm:max-w-md'}`}
      >
        <div className="flex items-center justify-between border-b border-ink-700 px-4 py-3">
          <h2 id={titleId} className="text-base font-semibold text-ink-100">
            {title}
          </h2>
          <button
            type="button"
            data-close
            aria-label={t('common.close')}
            onClick={onClose}
            disabled={!isDismissable}
            className="rounded-md px-2 text-xl leading-none text-ink-300 hover:text-ink-100 disabled:opacity-40"
          >
            ×
          </button>
        </div>
        <div className="px-4 py-4">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
