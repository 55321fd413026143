// What a member on a break sees instead of the app (the shell puts it in place of every page): why
// play is closed and until when, on Bangkok's clock; the balance and a way to withdraw it (the one
// money path a break leaves open); support; and signing out. The words of why are the contract's
// refusal messages, the ones the server answers any money path with meanwhile.
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { breakRefusal } from '@sanam/contract/play-limits.ts';
import type { PlayBreak } from '@sanam/contract/play.ts';
import { Button } from '@sanam/ui/button.tsx';
import { LanguageSwitch } from '@sanam/ui/language-switch.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { isOwing, useFormatBalance } from '../../../lib/format.ts';
import { useDateTime } from '../../../lib/time-format.ts';
import { ClockIcon, LogoutIcon, ShieldIcon, WithdrawIcon } from '../../../ui/icons.tsx';
import { Logo } from '../../../ui/logo.tsx';
import { SupportLink } from '../../../ui/support-link.tsx';
import { PLAY_BREAK_KEY } from '../api/play.ts';
import './break-words.ts';

/** setTimeout's longest wait (about 24.8 days); a later change is read at the next sign-in. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Where the break stands now: its refusal (the why), and the instant that answers "until when": the
 * end of a time-out or of an exclusion's term, or the reopening of a lifted exclusion.
 */
function standing(brk: PlayBreak, now: Date) {
  const closedUntil = brk.closed_until === null ? null : new Date(brk.closed_until);
  const refusal = breakRefusal({ kind: brk.kind, endsAt: new Date(brk.ends_at), closedUntil }, now);
  const until = refusal.key === 'play.exclusion_lifted' ? brk.closed_until : brk.ends_at;
  // the next moment the screen reads differently: the end, the term's end, or the reopening
  const changesAt = refusal.key === 'play.exclusion_ended' ? null : until;
  return { key: refusal.key, until, changesAt };
}

export function BreakScreen({ playBreak, onWithdraw }: { playBreak: PlayBreak; onWithdraw: () => void }) {
  const { t } = useTranslation();
  const { user, logout } = useAuth();
  const formatBalance = useFormatBalance();
  const dateTime = useDateTime();
  const queryClient = useQueryClient();
  const [now, setNow] = useState(() => new Date());
  const { key, until, changesAt } = standing(playBreak, now);

  // read the break again when it ends (the app opens by itself) or its term runs out
  useEffect(() => {
    if (changesAt === null) return;
    const wait = new Date(changesAt).getTime() - now.getTime() + 1_000;
    if (wait > LONGEST_TIMER_MS) return;
    const id = setTimeout(
      () => {
        setNow(new Date());
        void queryClient.invalidateQueries({ queryKey: PLAY_BREAK_KEY });
      },
      Math.max(0, wait),
    );
    return () => clearTimeout(id);
  }, [changesAt, now, queryClient]);

  const isTimeOut = playBreak.kind === 'time_out';
  const length = t(`play_page.break.length.${playBreak.length}`);
  return (
    <div className="min-h-dvh bg-ink-900">
      <header className="border-b border-ink-700/80">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-3 sm:px-5">
          <Logo />
          <LanguageSwitch />
        </div>
      </header>
      <main className="mx-auto w-full max-w-lg space-y-5 px-4 py-8">
        <section aria-labelledby="break-title" className="text-center">
          <span className="mx-auto mb-4 flex size-16 items-center justify-center rounded-full bg-gold-500/15 text-3xl text-gold-400 ring-2 ring-gold-500/40">
            {isTimeOut ? <ClockIcon /> : <ShieldIcon />}
          </span>
          <h1 id="break-title" className="text-2xl font-semibold text-ink-100">
            {t(isTimeOut ? 'play_break.title_time_out' : 'play_break.title_exclusion')}
          </h1>
          <p className="mt-1 text-sm text-ink-300">
            {t(playBreak.by === 'desk' ? 'play_break.by_desk' : 'play_break.by_member', {
              length,
              at: dateTime(playBreak.started_at),
            })}
          </p>
        </section>

        <div className="rounded-2xl bg-ink-800 p-5 text-center ring-1 ring-gold-500/40">
          <p className="text-sm text-ink-300">{t(`play_break.until.${key}`)}</p>
          <p className="mt-1 text-2xl font-semibold text-gold-400 tabular-nums">{dateTime(until)}</p>
          <p className="mt-0.5 text-xs text-ink-400">{t('play_break.bangkok_time')}</p>
        </div>

        <p className="text-center text-ink-100">{t(key, { until: dateTime(until) })}</p>

        <section
          aria-label={t('play_break.money')}
          className="space-y-4 rounded-2xl bg-ink-800 p-5 ring-1 ring-ink-600/70"
        >
          <div className="flex items-baseline justify-between gap-3">
            <span className="text-ink-200">{t('user_info.balance')}</span>
            <span
              className={`text-xl font-semibold tabular-nums ${user && isOwing(user.balance) ? 'text-danger' : 'text-gold-400'}`}
            >
              {user ? formatBalance(user.balance) : ''}
            </span>
          </div>
          <Button block icon={<WithdrawIcon />} onClick={onWithdraw}>
            {t('wallet.tab_withdraw')}
          </Button>
        </section>

        <SupportLink className="flex min-h-11 items-center justify-center gap-2 rounded-xl text-sm text-ink-200 ring-1 ring-ink-600/70 hover:text-ink-100" />
        <Button variant="danger-outline" block icon={<LogoutIcon />} onClick={() => void logout()}>
          {t('user_info.logout')}
        </Button>
      </main>
    </div>
  );
}
