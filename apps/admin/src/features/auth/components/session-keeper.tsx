// Keeps a console session that fits a shift (lib/console-session.ts): notes the person's work,
// renews while they work, warns a minute before an idle sign-out with a "stay signed in" button, and
// leaves for the login page when the session ended. Mounted once by the layout.
import { Button } from '@sanam/ui/button.tsx';
import { Dialog } from '@sanam/ui/dialog.tsx';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, endSession, renewAccessToken } from '../../../lib/api-client.ts';
import { noteWork, planAt, type SessionPlan } from '../../../lib/console-session.ts';
import { useLogout } from '../api/logout.ts';

const WORK_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;
const TICK_MS = 1_000;
const RETRY_MS = 10_000;

/** One renewal at a time; after one that found no server (offline), none for RETRY_MS. */
function renewer(onRenewed: () => void) {
  let isRunning = false;
  let retryAt = 0;
  return (active: boolean) => {
    if (isRunning || Date.now() < retryAt) return;
    isRunning = true;
    renewAccessToken(active)
      .then(onRenewed)
      .catch((error: unknown) => {
        // the server said the session is over; anything else (offline) is tried again later
        if (error instanceof ApiError && error.status === 401) endSession();
        else retryAt = Date.now() + RETRY_MS;
      })
      .finally(() => {
        isRunning = false;
      });
  };
}

export function SessionKeeper() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const [plan, setPlan] = useState<SessionPlan>(() => planAt(Date.now()));
  const [renew] = useState(() => renewer(() => setPlan(planAt(Date.now()))));

  useEffect(() => {
    const onWork = () => noteWork();
    for (const name of WORK_EVENTS) window.addEventListener(name, onWork, { passive: true });
    const tick = () => {
      const next = planAt(Date.now());
      if (next.kind === 'renew') renew(next.active);
      // the server ended it at the same moment: no call to make, only the way out
      if (next.kind === 'ended') endSession();
      setPlan(next);
    };
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => {
      clearInterval(timer);
      for (const name of WORK_EVENTS) window.removeEventListener(name, onWork);
    };
  }, [renew]);

  if (plan.kind !== 'warn') return null;
  const stay = () => renew(true);
  const signOut = () =>
    logout.mutate(undefined, { onSettled: () => void navigate('/login', { replace: true }) });
  const seconds = plan.secondsLeft;
  return (
    <Dialog
      title={t(plan.isFinal ? 'session.final_title' : 'session.idle_title')}
      onClose={plan.isFinal ? signOut : stay}
      size="sm"
    >
      <div className="space-y-4 p-4">
        <p role="timer" aria-live="polite" className="text-sm text-ink-200">
          {t(plan.isFinal ? 'session.final_body' : 'session.idle_body', { seconds })}
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={signOut} isLoading={logout.isPending}>
            {t('session.sign_out_now')}
          </Button>
          {!plan.isFinal && <Button onClick={stay}>{t('session.stay')}</Button>}
        </div>
      </div>
    </Dialog>
  );
}
