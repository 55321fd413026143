// Alert and confirm popups (the SweetAlert-style notices of spec §5/§8): a title, a text, an icon per
// kind; optionally self-closing after a delay with no button (spec §9: success popups 1500 ms).
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { ErrorIcon } from '@sanam/ui/icons.tsx';
import { AlertIcon, CheckIcon, InfoIcon } from './icons.tsx';
import { Button } from '@sanam/ui/button.tsx';

export type PopupKind = 'success' | 'error' | 'warning' | 'info' | 'question';

export interface PopupOptions {
  kind: PopupKind;
  title: string;
  text?: string;
  /** lines under the text (a bet's receipt: the price taken, what a win returns) */
  details?: readonly string[];
  /** Close by itself after this many ms; with no confirm button unless showConfirm is set. */
  timerMs?: number;
  showConfirm?: boolean;
  confirmLabel?: string;
  /** Set to show a cancel button (a confirm popup). */
  cancelLabel?: string;
  isDanger?: boolean;
}

interface OpenPopup extends PopupOptions {
  id: number;
  resolve: (confirmed: boolean) => void;
}

type ShowPopup = (options: PopupOptions) => Promise<boolean>;

const PopupContext = createContext<ShowPopup | null>(null);

const kindStyle: Record<PopupKind, { icon: ReactNode; ring: string }> = {
  success: { icon: <CheckIcon />, ring: 'bg-success/15 text-success ring-success/40' },
  error: { icon: <ErrorIcon />, ring: 'bg-danger/15 text-danger ring-danger/40' },
  warning: { icon: <AlertIcon />, ring: 'bg-warning/15 text-warning ring-warning/40' },
  info: { icon: <InfoIcon />, ring: 'bg-info/15 text-info ring-info/40' },
  question: { icon: <InfoIcon />, ring: 'bg-gold-500/15 text-gold-400 ring-gold-500/40' },
};

function PopupView({ popup, onDone }: { popup: OpenPopup; onDone: (confirmed: boolean) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const hasConfirm = popup.timerMs === undefined || popup.showConfirm === true;

  useEffect(() => {
    if (popup.timerMs === undefined) return;
    const timer = setTimeout(() => onDone(true), popup.timerMs);
    return () => clearTimeout(timer);
  }, [popup, onDone]);

  useEffect(() => {
    (confirmRef.current ?? panelRef.current)?.focus();
  }, [popup]);

  const style = kindStyle[popup.kind];
  return createPortal(
    <div className="fixed inset-0 z-[60] flex items-start justify-center px-4" style={{ paddingTop: '25vh' }}>
      <div className="fixed inset-0 bg-ink-950/70" aria-hidden="true" />
      <div
        ref={panelRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={popup.text || popup.details?.length ? textId : undefined}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDone(false);
        }}
        className="relative w-full max-w-sm rounded-[var(--radius-card)] bg-ink-800 px-6 pt-7 pb-6 text-center shadow-[var(--shadow-card)] ring-1 ring-ink-600/70 focus:outline-none"
      >
        <div
          className={`mx-auto mb-4 flex size-14 items-center justify-center rounded-full text-3xl ring-2 ${style.ring}`}
        >
          {style.icon}
        </div>
        <h2 id={titleId} className="text-xl font-semibold text-ink-100">
          {popup.title}
        </h2>
        {popup.text || popup.details?.length ? (
          <div id={textId} className="mt-2 space-y-1 text-ink-200">
            {popup.text ? <p>{popup.text}</p> : null}
            {popup.details?.map((line) => (
              <p key={line} className="text-sm font-medium text-ink-100 tabular-nums">
                {line}
              </p>
            ))}
          </div>
        ) : null}
        {hasConfirm || popup.cancelLabel ? (
          <div className="mt-6 flex gap-3">
            {popup.cancelLabel ? (
              <Button variant="secondary" block onClick={() => onDone(false)}>
                {popup.cancelLabel}
              </Button>
            ) : null}
            {hasConfirm ? (
              <Button
                ref={confirmRef}
                variant={popup.isDanger ? 'danger' : 'primary'}
                block
                onClick={() => onDone(true)}
              >
                {popup.confirmLabel ?? t('common.ok')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}

export function PopupProvider({ children }: { children: ReactNode }) {
  const [popup, setPopup] = useState<OpenPopup | null>(null);
  const nextId = useRef(1);

  const show = useCallback<ShowPopup>(
    (options) =>
      new Promise<boolean>((resolve) => {
        setPopup((current) => {
          // A newer popup replaces the one on screen, which resolves as dismissed.
          current?.resolve(false);
          return { ...options, id: nextId.current++, resolve };
        });
      }),
    [],
  );

  const done = useCallback((confirmed: boolean) => {
    setPopup((current) => {
      current?.resolve(confirmed);
      return null;
    });
  }, []);

  const value = useMemo(() => show, [show]);
  return (
    <PopupContext value={value}>
      {children}
      {popup ? <PopupView key={popup.id} popup={popup} onDone={done} /> : null}
    </PopupContext>
  );
}

export function usePopup(): ShowPopup {
  const show = use(PopupContext);
  if (!show) throw new Error('usePopup must be used inside <PopupProvider>');
  return show;
}
