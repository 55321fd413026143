// Last call: a banner over the bet buttons counting down to the close ("ปิดรับแทงใน 0:27"),
// urgent in the last seconds, then saying that betting closed. A timer to screen readers: the
// countdown is not read out each second, the close is.
import { useTranslation } from 'react-i18next';
import { ClockIcon } from '../../../ui/icons.tsx';
import { formatCountdown, LAST_CALL_URGENT_SECONDS } from './last-call.ts';

export function LastCallBanner({ secondsLeft }: { secondsLeft: number }) {
  const { t } = useTranslation();
  const isOver = secondsLeft === 0;
  const isUrgent = !isOver && secondsLeft <= LAST_CALL_URGENT_SECONDS;
  const tone = isOver
    ? 'bg-ink-700 text-ink-100 ring-ink-500'
    : isUrgent
      ? 'bg-gradient-to-b from-danger to-red-side-dark text-white ring-danger/60 shadow-[0_8px_24px_-10px_var(--color-danger)]'
      : 'bg-gradient-to-b from-gold-400 to-gold-600 text-ink-950 ring-gold-300/60';
  return (
    <p
      role="timer"
      aria-live={isOver ? 'polite' : 'off'}
      className={`flex items-center justify-center gap-2 rounded-xl px-4 py-2.5 text-center text-base font-semibold ring-1 ${tone}`}
    >
      <ClockIcon className={`shrink-0 ${isUrgent ? 'animate-pulse' : ''}`} />
      <span className="tabular-nums">
        {isOver
          ? t('room.last_call.over')
          : t('room.last_call.counting', { time: formatCountdown(secondsLeft) })}
      </span>
    </p>
  );
}
