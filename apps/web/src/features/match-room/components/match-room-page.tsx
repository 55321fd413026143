// Spec §2 /match/{id}: the live match room. Entry: load the match; a pre-fight match redirects (spec
// §2: to /login, which sends a signed-in member home); a running match needs the live-access check
// (spec §5) before anything is shown, an ended one does not. The socket is connected only while the
// match runs (spec §4).
import { useEffect, useEffectEvent } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Match } from '@sanam/contract/matches.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { useFormatBaht } from '../../../lib/format.ts';
import { usePopup } from '../../../ui/popup.tsx';
import { useOpenWallet } from '../../../ui/wallet-opener.tsx';
import { useLiveAccess } from '../api/check-live-access.ts';
import { useMatch } from '../api/get-match.ts';
import { BetDialog } from './bet-dialog.tsx';
import { BetHistoryList } from './bet-history.tsx';
import { BetPanel } from './bet-panel.tsx';
import { ChatTab } from './chat-tab.tsx';
import { isRunning, parseMatchId } from './match-view.ts';
import { NoticeBanner } from './notice-banner.tsx';
import { PreviousRates } from './previous-rates.tsx';
import { InPlayNotice } from './in-play-notice.tsx';
import { ReferralBanner } from './referral-banner.tsx';
import { RoomHeader } from './room-header.tsx';
import { isNotFound, RoomLoadError, RoomLoading, RoomNotFound } from './room-state.tsx';
import { RoomTabs } from './room-tabs.tsx';
import { StreamPlayer } from './stream-player.tsx';
import { useIsDesktop } from '../../../lib/use-is-desktop.ts';
import { useRoom } from './use-room.ts';

export function MatchRoomPage() {
  const { id } = useParams();
  const matchId = parseMatchId(id);
  if (matchId === null) return <RoomNotFound />;
  // keyed: the next match (END → confirm) starts a fresh room
  return <MatchRoom key={matchId} matchId={matchId} />;
}

function MatchRoom({ matchId }: { matchId: number }) {
  const { t } = useTranslation();
  const popup = usePopup();
  const navigate = useNavigate();
  const formatBaht = useFormatBaht();
  const openWallet = useOpenWallet();
  const matchQuery = useMatch(matchId);
  const match = matchQuery.data;
  const needsAccess = match !== undefined && isRunning(match) && !match.is_prefight;
  const access = useLiveAccess(matchId, needsAccess);
  const isDenied = needsAccess && access.data !== undefined && !access.data.eligible;

  const announceDenied = useEffectEvent(() => {
    const { deposited = 0, required = 0, window_days = 0 } = access.data ?? {};
    void popup({
      kind: 'error',
      title: t('room.live_access.title'),
      text:
        required > 0
          ? `${t('room.live_access.text')} · ${t('room.live_access.detail', {
              days: window_days,
              deposited: formatBaht(deposited),
              required: formatBaht(required),
            })}`
          : t('room.live_access.text'),
      // the way to what the gate asks for: home, with the shell's wallet dialog on its deposit tab
      confirmLabel: openWallet ? t('room.live_access.deposit') : undefined,
      cancelLabel: openWallet ? t('common.close') : undefined,
    }).then((toDeposit) => {
      void navigate('/', { replace: true });
      if (toDeposit) openWallet?.('deposit');
    });
  });
  useEffect(() => {
    if (isDenied) announceDenied();
  }, [isDenied]);

  if (matchQuery.isPending) return <RoomLoading label={t('room.loading')} />;
  // a failed background refetch (e.g. on a socket reconnect) keeps the room it already shows
  if (!match) {
    if (isNotFound(matchQuery.error)) return <RoomNotFound />;
    return <RoomLoadError onRetry={() => void matchQuery.refetch()} />;
  }
  if (match.is_prefight) return <Navigate to="/login" replace />;
  if (needsAccess) {
    if (access.isError) return <RoomLoadError onRetry={() => void access.refetch()} />;
    if (!access.data?.eligible) return <RoomLoading label={t('room.checking_access')} />;
  }
  return <LiveRoom match={match} />;
}

function LiveRoom({ match }: { match: Match }) {
  const { user } = useAuth();
  const isDesktop = useIsDesktop();
  const { running, betSide, setBetSide, rates, history, referrals, notice, rate } = useRoom(match);
  const betPanel = <BetPanel match={match} rate={rate} onBet={setBetSide} />;

  // Phones: stream, bets, rates, tabs, one column. Wide screens: the bet panel heads the side column,
  // beside the stream, so the buttons are in full view above the bottom bar whatever the stream's
  // height (under the stream, a 1280×800 screen would show 127 of the red button's 164 px).
  return (
    <div>
      <RoomHeader match={match} />
      <NoticeBanner notice={notice} />
      {/* the bet dialog shows the referral of its own request, over the room */}
      <ReferralBanner match={match} referrals={referrals} isHidden={running && betSide !== null} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-4">
          {running ? <StreamPlayer matchId={match.id} channel={match.streaming_url} /> : null}
          {isDesktop ? null : betPanel}
          {/* under the bet buttons on a phone, which stay in full view on arrival */}
          {running ? <InPlayNotice /> : null}
          <PreviousRates rates={rates.data ?? []} />
        </div>
        <aside className="min-w-0 space-y-4">
          {isDesktop ? betPanel : null}
          <RoomTabs
            history={<BetHistoryList entries={history.data} isLoading={history.isPending} />}
            chat={running ? <ChatTab username={user?.username ?? ''} stadiumId={match.stadium_id} /> : null}
          />
        </aside>
      </div>
      <BetDialog
        match={match}
        side={running ? betSide : null}
        rate={rate}
        referrals={referrals}
        onClose={() => setBetSide(null)}
      />
    </div>
  );
}
