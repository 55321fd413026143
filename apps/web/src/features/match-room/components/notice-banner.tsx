// The room's announcements (spec §4: betting open, betting closed, rate changed, tie betting closed),
// read out politely by screen readers and gone after a few seconds.
import type { ShownNotice } from './use-room-live.ts';

const toneStyle: Record<ShownNotice['tone'], string> = {
  open: 'bg-success text-white',
  closed: 'bg-ink-700 text-ink-100 ring-1 ring-ink-500',
  info: 'bg-gradient-to-b from-gold-400 to-gold-600 text-ink-950',
};

export function NoticeBanner({ notice }: { notice: ShownNotice | null }) {
  return (
    <div
      aria-live="polite"
      aria-atomic="true"
      className="pointer-events-none fixed inset-x-0 top-20 z-40 flex justify-center px-4"
    >
      {notice ? (
        <p
          key={notice.id}
          className={`rounded-full px-5 py-2 text-center font-semibold shadow-[var(--shadow-card)] ${toneStyle[notice.tone]}`}
        >
          {notice.text}
        </p>
      ) : null}
    </div>
  );
}
