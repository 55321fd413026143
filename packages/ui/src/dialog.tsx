// The one modal dialog of both apps: role="dialog", aria-modal, labelled by its title; Escape, the
// backdrop and the close button close it unless a request in flight holds it (isDismissable). It is
// mounted only while open: pass isOpen, or render it conditionally and leave isOpen at its default.
// The member app's panel hangs from the top (spec §9: 25vh, 5vh for the user-info dialog); the
// console's is a sheet from the bottom on a phone and sits high on a wide screen.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons.tsx';
import { useLook, type Look } from './look.tsx';

export interface DialogProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  isOpen?: boolean;
  /** false while a request is in flight: Escape, the backdrop and the close button do nothing */
  isDismissable?: boolean;
  /** the console's narrow dialog (a confirmation) or its usual one; the member app's is one width */
  size?: 'sm' | 'md';
  /** member app: how far below the top the panel sits (spec §9) */
  topMargin?: string;
  /** member app: a mark before the title */
  icon?: ReactNode;
  /**
   * What takes the focus on opening: the panel (the member app's default, so a phone does not open
   * its keyboard over the dialog) or the first control (the console's default, a desk at a keyboard).
   */
  initialFocus?: 'panel' | 'first-control';
}

const frames: Record<
  Look,
  { outer: string; backdrop: string; panel: string; header: string; title: string }
> = {
  member: {
    outer: 'fixed inset-0 z-50 overflow-y-auto px-3 pb-6',
    backdrop: 'fixed inset-0 bg-ink-950/75 backdrop-blur-sm',
    panel:
      'relative mx-auto w-full max-w-md rounded-[var(--radius-card)] bg-ink-800 shadow-[var(--shadow-card)] ring-1 ring-ink-600/70 focus:outline-none',
    header: 'flex items-center gap-2 border-b border-ink-700 px-5 py-4',
    title: 'flex-1 text-lg font-semibold text-ink-100',
  },
  console: {
    outer:
      'fixed inset-0 z-50 flex items-end justify-center bg-ink-950/75 p-0 backdrop-blur-sm sm:items-start sm:p-4 sm:pt-[12vh]',
    backdrop: 'absolute inset-0',
    panel:
      'relative max-h-[92vh] w-full overflow-y-auto rounded-t-2xl border border-ink-600 bg-ink-800 shadow-card sm:rounded-card',
    header: 'flex items-center justify-between border-b border-ink-700 px-4 py-3',
    title: 'text-base font-semibold text-ink-100',
  },
};

const consoleWidths = { sm: 'sm:max-w-sm', md: 'sm:max-w-md' } as const;

export function Dialog({
  title,
  onClose,
  children,
  isOpen = true,
  isDismissable = true,
  size = 'md',
  topMargin = '25vh',
  icon,
  initialFocus,
}: DialogProps) {
  const { t } = useTranslation();
  const look = useLook();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const focusTarget = initialFocus ?? (look === 'console' ? 'first-control' : 'panel');
  // the latest onClose and isDismissable, read by the listener without re-subscribing on each render
  const closeRef = useRef({ onClose, isDismissable });
  useEffect(() => {
    closeRef.current = { onClose, isDismissable };
  }, [onClose, isDismissable]);
  const dismiss = () => {
    if (isDismissable) onClose();
  };

  // Escape closes it wherever the focus went (a button that unmounted leaves it on <body>); a popup
  // on top (role="alertdialog") handles its own Escape first.
  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || document.querySelector('[role="alertdialog"]')) return;
      if (closeRef.current.isDismissable) closeRef.current.onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen]);

  // Focus moves in on opening and back to where it was on closing. The member app's overlay scrolls
  // itself (a tall panel hangs from the top), so the page behind is held still; the console's sheet
  // scrolls inside its own panel and leaves the page as it is.
  const locksPage = look === 'member';
  useEffect(() => {
    if (!isOpen) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first =
      focusTarget === 'first-control'
        ? panelRef.current?.querySelector<HTMLElement>('input, select, textarea, button:not([data-close])')
        : null;
    (first ?? panelRef.current)?.focus();
    const { overflow } = document.body.style;
    if (locksPage) document.body.style.overflow = 'hidden';
    return () => {
      if (locksPage) document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, [isOpen, focusTarget, locksPage]);

  if (!isOpen) return null;
  const frame = frames[look];

  return createPortal(
    <div className={frame.outer} style={look === 'member' ? { paddingTop: topMargin } : undefined}>
      <div className={frame.backdrop} aria-hidden="true" onClick={dismiss} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={look === 'console' ? `${frame.panel} ${consoleWidths[size]}` : frame.panel}
      >
        <div className={frame.header}>
          {icon ? <span className="text-xl text-gold-400">{icon}</span> : null}
          <h2 id={titleId} className={frame.title}>
            {title}
          </h2>
          <CloseButton look={look} label={t('common.close')} onClick={onClose} isDisabled={!isDismissable} />
        </div>
        <div className={look === 'console' ? 'px-4 py-4' : 'px-5 py-4'}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}

function CloseButton({
  look,
  label,
  onClick,
  isDisabled,
}: {
  look: Look;
  label: string;
  onClick: () => void;
  isDisabled: boolean;
}) {
  if (look === 'console') {
    return (
      <button
        type="button"
        data-close
        aria-label={label}
        onClick={onClick}
        disabled={isDisabled}
        className="rounded-md px-2 text-xl leading-none text-ink-300 hover:text-ink-100 disabled:opacity-40"
      >
        ×
      </button>
    );
  }
  return (
    <button
      type="button"
      data-close
      onClick={onClick}
      disabled={isDisabled}
      aria-label={label}
      className="-mr-2 flex size-10 items-center justify-center rounded-lg text-xl text-ink-300 hover:bg-ink-700 hover:text-ink-100 focus-visible:outline-2 focus-visible:outline-gold-400 disabled:opacity-40"
    >
      <CloseIcon />
    </button>
  );
}
