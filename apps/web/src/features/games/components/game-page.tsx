// Spec §2 game launch pages (/play/m7, /play/mpy, /play/ws, /play/wc, /play/step) and §8's game
// errors. m7, mpy and ws ask their launch endpoint and open the URL it returns inside the app (a
// frame under the header, game-frame.tsx), or leave for it when the provider needs the whole window
// (VITE_GAME_REDIRECT); wc first asks the live-access check (no minimum deposit: the message, then
// home after GAME_FAILURE_RETURN_MS); step leaves for the step game with the access token in the
// query.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { GAME_FAILURE_RETURN_MS } from '@sanam/contract/constants.ts';
import type { GameName } from '@sanam/contract/games.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { STEP_GAME_URL } from '../../../lib/env.ts';
import { getSession } from '../../../lib/session.ts';
import { Button } from '@sanam/ui/button.tsx';
import { ErrorState } from '@sanam/ui/error-state.tsx';
import { GamepadIcon, HomeIcon } from '../../../ui/icons.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Spinner } from '@sanam/ui/spinner.tsx';
import { canPlayWc } from '../api/check-play-access.ts';
import { launchGame } from '../api/launch-game.ts';
import { GameFrame } from './game-frame.tsx';
import { gameRedirect } from './game-redirect.ts';
import type { Game } from '../../../lib/game-list.ts';

type Phase =
  'checking' | 'connecting' | 'leaving' | 'playing' | 'not_eligible' | 'unavailable' | 'connection_error';

/** The server answered without a game ("cannot connect") or the call itself failed ("error during connection"). */
function failureOf(error: unknown): Phase {
  if (error instanceof ApiError) {
    if (error.status === 403) return 'not_eligible';
    if (error.status === 0 || (error.status >= 500 && error.code !== 'game_unavailable'))
      return 'connection_error';
    return 'unavailable';
  }
  return 'connection_error';
}

/** `${STEP_GAME_URL}?token=<access token>`, keeping any query the configured URL already has. */
export function stepGameUrl(accessToken: string): string {
  const separator = STEP_GAME_URL.includes('?') ? '&' : '?';
  return `${STEP_GAME_URL}${separator}token=${encodeURIComponent(accessToken)}`;
}

export function GamePage({ game }: { game: Game }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>(game === 'wc' ? 'checking' : 'connecting');
  const [attempt, setAttempt] = useState(0);
  /** the game open in the frame (a launch page left for another game's keeps no stale frame) */
  const [opened, setOpened] = useState<{ game: GameName; url: string } | null>(null);

  useEffect(() => {
    if (game === 'step') {
      gameRedirect.assign(stepGameUrl(getSession().accessToken ?? ''));
      return;
    }
    const controller = new AbortController();
    const { signal } = controller;
    const run = async (launched: GameName) => {
      try {
        if (launched === 'wc') {
          if (!(await canPlayWc(signal))) {
            setPhase('not_eligible');
            return;
          }
          setPhase('connecting');
        }
        const url = await launchGame(launched, signal);
        if (signal.aborted) return;
        if (!url) {
          setPhase('unavailable');
          return;
        }
        if (gameRedirect.leavesApp(launched)) {
          setPhase('leaving');
          gameRedirect.assign(url);
          return;
        }
        setOpened({ game: launched, url });
        setPhase('playing');
      } catch (error) {
        if (!signal.aborted) setPhase(failureOf(error));
      }
    };
    void run(game);
    return () => controller.abort();
  }, [game, attempt]);

  useEffect(() => {
    if (phase !== 'not_eligible') return;
    const timer = setTimeout(() => void navigate('/', { replace: true }), GAME_FAILURE_RETURN_MS);
    return () => clearTimeout(timer);
  }, [phase, navigate]);

  const title = t(`pages.games.${game}`);
  const homeLink = (
    <Link
      to="/"
      className="inline-flex min-h-11 items-center gap-2 rounded-xl px-4 font-medium text-gold-400 ring-1 ring-gold-500/60 hover:bg-gold-500/10"
    >
      <HomeIcon />
      {t('play.back_home')}
    </Link>
  );

  if (phase === 'playing' && opened?.game === game) return <GameFrame url={opened.url} title={title} />;

  return (
    <div>
      <PageHeader icon={<GamepadIcon />} title={title} subtitle={t('pages.games.subtitle')} />
      {phase === 'checking' || phase === 'connecting' || phase === 'leaving' || game === 'step' ? (
        <div className="flex flex-col items-center rounded-[var(--radius-card)] bg-ink-800/60 px-6 py-12 text-center ring-1 ring-ink-600">
          <Spinner
            className="size-10 text-gold-500"
            label={t(`play.${phase === 'checking' ? 'checking' : 'connecting'}`)}
          />
          <p className="mt-4 text-lg font-medium text-ink-100">
            {t(`play.${phase === 'checking' ? 'checking' : 'connecting'}`)}
          </p>
          <p className="mt-1 text-sm text-ink-300">{t('play.connecting_text')}</p>
        </div>
      ) : (
        <ErrorState
          message={t(`play.${phase}.title`)}
          text={t(`play.${phase}.text`, { seconds: GAME_FAILURE_RETURN_MS / 1000 })}
          actions={
            <>
              {phase === 'not_eligible' ? null : (
                <Button
                  variant="outline"
                  onClick={() => {
                    setPhase(game === 'wc' ? 'checking' : 'connecting');
                    setAttempt((n) => n + 1);
                  }}
                >
                  {t('play.retry')}
                </Button>
              )}
              {homeLink}
            </>
          }
        />
      )}
    </div>
  );
}
