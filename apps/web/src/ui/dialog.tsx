// Modal dialog: role="dialog", aria-modal, labelled by its title; Escape and the close button close it.
// Spec §9: top margin 25vh by default (5vh for the user-info dialog).
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons.tsx';

export interface DialogProps {
  isOpen: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  topMargin?: string;
  icon?: ReactNode;
}

export function Dialog({ isOpen, onClose, title, children, topMargin = '25vh', icon }: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  // Escape closes it wherever the focus went (a button that unmounted leaves it on <body>); a popup
  // on top handles its own Escape first.
  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !document.querySelector('[role="alertdialog"]')) onCloseRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen]);

  useEffect(() => {
    if (!isOpen) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panelRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, [isOpen]);

  if (!isOpen) return null;

  return createPortal(
    <div className="fixed inset-0 z-50 overflow-y-auto px-3 pb-6" style={{ paddingTop: topMargin }}>
      <div className="fixed inset-0 bg-ink-950/75 backdrop-blur-sm" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="relative mx-auto w-full max-w-md rounded-[var(--radius-card)] bg-ink-800 shadow-[var(--shadow-card)] ring-1 ring-ink-600/70 focus:outline-none"
      >
        <div className="flex items-center gap-2 border-b border-ink-700 px-5 py-4">
          {icon ? <span className="text-xl text-gold-400">{icon}</span> : null}
          <h2 id={titleId} className="flex-1 text-lg font-semibold text-ink-100">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('common.close')}
            className="-mr-2 flex size-10 items-center justify-center rounded-lg text-xl text-ink-300 hover:bg-ink-700 hover:text-ink-100 focus-visible:outline-2 focus-visible:outline-gold-400"
          >
            <CloseIcon />
          </button>
        </div>
        <div className="px-5 py-4">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
