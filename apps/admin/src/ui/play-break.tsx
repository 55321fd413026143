// A time-out or a self-exclusion as the console words it, on the member file and on the report of
// breaks: what it is and how long, who asked for it, and where it stands now.
import type { BreakState, DeskBreak } from '@sanam/contract/play-desk.ts';
import type { TFunction } from 'i18next';
import { Badge } from './card.tsx';

/** "Time-out, 7 days" */
export const breakTitle = (t: TFunction, b: Pick<DeskBreak, 'kind' | 'length'>): string =>
  t('play_desk.break_title', {
    kind: t(`play_desk.kind.${b.kind}`),
    length: t(`play_desk.length.${b.length}`),
  });

/** "The member", or "Desk: operator1" */
export const breakBy = (t: TFunction, b: Pick<DeskBreak, 'by' | 'set_by'>): string =>
  b.by === 'member' ? t('play_desk.by.member') : t('play_desk.by.desk', { name: b.set_by ?? '—' });

const TONES: Record<BreakState, 'danger' | 'gold' | 'muted'> = {
  running: 'danger',
  awaiting_lift: 'gold',
  reopening: 'gold',
  over: 'muted',
};

export function BreakStateBadge({ t, state }: { t: TFunction; state: BreakState }) {
  return <Badge tone={TONES[state]}>{t(`play_desk.state.${state}`)}</Badge>;
}
