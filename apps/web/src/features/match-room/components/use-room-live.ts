// What the socket's events do on screen (spec §4): announcements in the notice banner, the tie prompt,
// and the END dialog that leads to the next match or home.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { type BetSide, type Match } from '@sanam/contract/matches.ts';
import { rateNameIn } from '@sanam/contract/odds.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { usePopup } from '../../../ui/popup.tsx';
import { formatMultiplier, resultKey } from './match-view.ts';
import { useMatchSocket, type RoomNotice } from '../api/use-match-socket.ts';

export interface ShownNotice {
  id: number;
  tone: 'open' | 'closed' | 'info';
  text: string;
}

export const NOTICE_MS = 4000;

export function useRoomLive({
  matchId,
  isEnabled,
  openBet,
}: {
  matchId: number;
  isEnabled: boolean;
  openBet: (side: BetSide | null) => void;
}): ShownNotice | null {
  const { t } = useTranslation();
  const lang = useLang();
  const popup = usePopup();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<ShownNotice | null>(null);
  const nextId = useRef(1);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const show = (tone: ShownNotice['tone'], text: string) => setNotice({ id: nextId.current++, tone, text });

  useMatchSocket(matchId, isEnabled, {
    onNotice: (n: RoomNotice) => {
      if (n.type === 'tie_closed') {
        show('closed', t('room.notice.tie_closed'));
        return;
      }
      switch (n.announce) {
        case 'open':
          show('open', t('room.notice.open'));
          break;
        case 'closed':
          show('closed', t('room.notice.closed'));
          break;
        case 'changed':
          show(
            'info',
            t('room.notice.changed', {
              rate: rateNameIn(n.rateName ?? '', lang).trim() || t('room.rates.no_data'),
            }),
          );
          break;
      }
    },
    onOpenTie: (event) => {
      void popup({
        kind: 'question',
        title: t('room.tie_prompt.title'),
        text: t('room.tie_prompt.text', { multiplier: formatMultiplier(event.tie_multiplier) }),
        confirmLabel: t('room.tie_prompt.confirm'),
        cancelLabel: t('room.tie_prompt.cancel'),
      }).then((confirmed) => {
        if (confirmed) openBet('tie');
      });
    },
    onEnd: (match: Match) => {
      openBet(null);
      const next = match.nextMatch?.id ?? null;
      // spec §4 END: confirm leads to the next match if there is one, else home; the other way out
      // (the button, Escape) goes home, and says so
      void popup({
        kind: 'info',
        title: t('room.end.title'),
        text: t('room.end.text', { result: t(resultKey(match.result)) }),
        confirmLabel: next !== null ? t('room.end.next') : t('room.end.home'),
        cancelLabel: next !== null ? t('room.end.home') : undefined,
      }).then((confirmed) => {
        void navigate(confirmed && next !== null ? `/match/${next}` : '/');
      });
    },
  });

  return notice;
}
