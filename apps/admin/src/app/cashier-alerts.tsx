// The cashier desk hears of a new slip or withdrawal the moment it arrives, over the cashier socket
// (lib/cashier-socket.ts); the 15 s poll stays as the fallback while the socket is down. In app/, not a
// feature: it refreshes two features' queries (deposits, withdrawals) and the layout's badges.
// On CASHIER the summary and that queue are read again; a `new` item also rings (unless muted here)
// and shows a desktop notification once permitted, even in a visible tab (a console window behind
// another application counts as visible). Its tag is the item's, so several tabs show it once.
import { formatBaht } from '@sanam/contract/money.ts';
import { EVENTS, type CashierEvent } from '@sanam/contract/realtime.ts';
import { Button } from '@sanam/ui/button.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { depositsQueryKey } from '../features/deposits/api/list-deposits.ts';
import { withdrawalsQueryKey } from '../features/withdrawals/api/list-withdrawals.ts';
import {
  isAlertSoundOn,
  markNotificationsAsked,
  setAlertSoundOn,
  useAlertSoundOn,
  useNotificationsAsked,
} from '../lib/alert-preferences.ts';
import { playAlertSound } from '../lib/alert-sound.ts';
import { cashierSummaryQueryKey } from '../lib/cashier-summary.ts';
import { connectCashierSocket } from '../lib/cashier-socket.ts';
import { useConsoleSocket } from '../lib/use-console-socket.ts';

const queuePath = (kind: CashierEvent['kind']) => (kind === 'deposit' ? '/deposits' : '/withdrawals');

const notificationsSupported = () => typeof window !== 'undefined' && 'Notification' in window;

/** One cashier socket while `enabled` (a role that works the queues is signed in). */
export function useCashierAlerts({ enabled }: { enabled: boolean }): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();

  const notify = (event: CashierEvent) => {
    if (!notificationsSupported() || Notification.permission !== 'granted') return;
    const member = event.member.name ?? event.member.username;
    try {
      const shown = new Notification(t(`alerts.new_${event.kind}`), {
        body: event.amount === null ? member : t('alerts.body', { member, amount: formatBaht(event.amount) }),
        tag: `cashier-${event.kind}-${event.id}`,
      });
      shown.onclick = () => {
        window.focus();
        void navigate(queuePath(event.kind));
        shown.close();
      };
    } catch {
      // a phone's browser shows notifications only from a service worker: the badge and sound remain
    }
  };

  useConsoleSocket({
    room: 'cashier',
    isEnabled: enabled,
    connect: connectCashierSocket,
    // DESIGN §5: nothing is replayed, so what arrived while the socket was down is read again
    onConnect: () => void queryClient.invalidateQueries({ queryKey: cashierSummaryQueryKey }),
    events: {
      [EVENTS.cashier]: (event) => {
        void queryClient.invalidateQueries({ queryKey: cashierSummaryQueryKey });
        void queryClient.invalidateQueries({
          queryKey: event.kind === 'deposit' ? depositsQueryKey : withdrawalsQueryKey,
        });
        if (event.action !== 'new') return;
        if (isAlertSoundOn()) playAlertSound();
        notify(event);
      },
    },
  });
}

/** The header's switch for the alert sound, remembered in this browser. */
export function AlertSoundToggle() {
  const { t } = useTranslation();
  const isOn = useAlertSoundOn();
  return (
    <button
      type="button"
      aria-label={t('alerts.sound')}
      aria-pressed={isOn}
      title={t(isOn ? 'alerts.sound_on' : 'alerts.sound_off')}
      onClick={() => setAlertSoundOn(!isOn)}
      className={`grid size-8 shrink-0 place-items-center rounded-md transition-colors hover:bg-ink-700 ${isOn ? 'text-gold-300' : 'text-ink-400'}`}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M4 9h4l5-4v14l-5-4H4V9Z" />
        {isOn ? <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" /> : <path d="m16 9 6 6m0-6-6 6" />}
      </svg>
    </button>
  );
}

/**
 * Asks for the desktop notification permission once, when the staff member presses the button (a
 * browser ignores or penalises a prompt nobody asked for). Never shown again once asked, nor when
 * the browser already holds an answer; "not now" hides it for this session only.
 */
export function NotificationsBanner() {
  const { t } = useTranslation();
  const wasAsked = useNotificationsAsked();
  const [isDismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED_KEY) === '1');
  if (!notificationsSupported() || Notification.permission !== 'default' || wasAsked || isDismissed)
    return null;

  const enable = () => {
    markNotificationsAsked();
    void Promise.resolve(Notification.requestPermission()).catch(() => undefined);
  };
  const notNow = () => {
    sessionStorage.setItem(DISMISSED_KEY, '1');
    setDismissed(true);
  };
  return (
    <div
      role="region"
      aria-label={t('alerts.enable')}
      className="mb-4 flex flex-wrap items-center gap-3 rounded-lg border border-gold-500/40 bg-gold-500/10 px-3 py-2 text-sm text-ink-100"
    >
      <p className="min-w-0 flex-1 basis-56">{t('alerts.banner')}</p>
      <div className="flex gap-2">
        <Button size="sm" variant="ghost" onClick={notNow}>
          {t('alerts.not_now')}
        </Button>
        <Button size="sm" variant="primary" onClick={enable}>
          {t('alerts.enable')}
        </Button>
      </div>
    </div>
  );
}

const DISMISSED_KEY = 'console_notifications_not_now';
