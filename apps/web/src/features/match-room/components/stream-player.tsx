// Spec §2: the stream frame, shown only while the match is not ended. The channel (streaming_url) is
// exchanged for an HLS playlist (spec §3 stream request), played natively where that is the
// platform's own player (Safari) and through hls.js elsewhere, fetched only then: a member who never
// opens a stream never downloads it. hls.js's light build (375 kB against the full build's 597 kB):
// it leaves out DRM, subtitles, alternate audio, CMCD, interstitials and HEVC or AC-3 in
// MPEG-TS, none of which a live match stream uses here. A changed streaming_url (CHANGE UPDATE) is a
// new query key, so the player reloads by itself.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth.tsx';
import { Button } from '@sanam/ui/button.tsx';
import { ErrorIcon } from '@sanam/ui/icons.tsx';
import { LiveIcon } from '../../../ui/icons.tsx';
import { Spinner } from '@sanam/ui/spinner.tsx';
import { useStream } from '../api/get-stream.ts';

type PlayState = 'loading' | 'playing' | 'error';

const HLS_MIME = 'application/vnd.apple.mpegurl';
/** seconds of played video kept buffered: a match runs for long minutes on phones with little memory */
const BACK_BUFFER_SECONDS = 30;

/**
 * Native HLS only where it is Safari's own player: with ManagedMediaSource (iOS 17.1+, macOS) or
 * without Media Source Extensions at all (older iPhones). Chromium answers "maybe" too, but its
 * player fails on some streams (the hls.js maintainers advise against trusting it), so there hls.js
 * plays.
 */
function prefersNativeHls(video: HTMLVideoElement): boolean {
  return video.canPlayType(HLS_MIME) !== '' && ('ManagedMediaSource' in window || !('MediaSource' in window));
}

export function StreamPlayer({ matchId, channel }: { matchId: number; channel: string | null }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const stream = useStream(matchId, channel?.trim() || null, user?.username ?? '');
  const videoRef = useRef<HTMLVideoElement>(null);
  const [attempt, setAttempt] = useState(0);
  // the state of one (url, attempt): a new source starts as loading without a reset in the effect
  const [played, setPlayed] = useState<{ key: string; state: PlayState } | null>(null);
  const url = stream.data?.url ?? null;
  const sourceKey = `${url ?? ''}#${attempt}`;
  const playState: PlayState = played?.key === sourceKey ? played.state : 'loading';

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !url) return;
    let isCurrent = true;
    let destroy = () => undefined as void;
    const report = (state: PlayState) => {
      if (!isCurrent) return;
      // 'playing' fires again after every buffering pause: no render when nothing changed
      setPlayed((prev) =>
        prev?.key === sourceKey && prev.state === state ? prev : { key: sourceKey, state },
      );
    };
    const onPlaying = () => report('playing');
    const onError = () => report('error');
    video.addEventListener('loadeddata', onPlaying);
    video.addEventListener('playing', onPlaying);
    video.addEventListener('error', onError);
    const playNatively = () => {
      if (video.canPlayType(HLS_MIME)) video.src = url;
      else report('error');
    };

    if (prefersNativeHls(video)) playNatively();
    else
      import('hls.js/light')
        .then(({ default: Hls }) => {
          if (!isCurrent) return;
          if (!Hls.isSupported()) {
            playNatively();
            return;
          }
          const hls = new Hls({ liveDurationInfinity: true, backBufferLength: BACK_BUFFER_SECONDS });
          hls.on(Hls.Events.ERROR, (_event, data) => {
            if (data.fatal) {
              console.error('match room: stream error', data.type, data.details);
              report('error');
            }
          });
          hls.loadSource(url);
          hls.attachMedia(video);
          destroy = () => hls.destroy();
        })
        .catch((error: unknown) => {
          console.error('match room: hls.js failed to load', error);
          if (isCurrent) playNatively();
        });

    return () => {
      isCurrent = false;
      video.removeEventListener('loadeddata', onPlaying);
      video.removeEventListener('playing', onPlaying);
      video.removeEventListener('error', onError);
      destroy();
      video.removeAttribute('src');
    };
  }, [url, sourceKey]);

  const retry = () => {
    setAttempt((n) => n + 1);
    if (stream.isError) void stream.refetch();
  };

  const hasNoChannel = !channel?.trim();
  const isError = stream.isError || playState === 'error';
  const isLoading = !hasNoChannel && !isError && playState !== 'playing';

  return (
    <section
      aria-label={t('room.stream.label')}
      className="relative aspect-video w-full overflow-hidden rounded-[var(--radius-card)] bg-ink-950 ring-1 ring-ink-700"
    >
      {url ? (
        <video
          ref={videoRef}
          className="size-full bg-black object-contain"
          autoPlay
          muted
          playsInline
          controls
          aria-label={t('room.stream.label')}
        />
      ) : null}
      {hasNoChannel ? (
        <Overlay icon={<LiveIcon />} title={t('room.stream.none_title')} text={t('room.stream.none_text')} />
      ) : isError ? (
        <Overlay
          icon={<ErrorIcon />}
          title={t('room.stream.error_title')}
          text={t('room.stream.error_text')}
          action={
            <Button size="sm" variant="outline" onClick={retry}>
              {t('room.retry')}
            </Button>
          }
        />
      ) : isLoading ? (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-ink-950/80 text-gold-400">
          <Spinner className="size-9" label={t('room.stream.loading')} />
          <p className="text-sm text-ink-300">{t('room.stream.loading')}</p>
        </div>
      ) : null}
    </section>
  );
}

function Overlay({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-gradient-to-b from-ink-900 to-ink-950 px-6 text-center">
      <span className="mb-1 flex size-12 items-center justify-center rounded-full bg-ink-800 text-2xl text-gold-400 ring-1 ring-gold-500/30">
        {icon}
      </span>
      <p className="font-medium text-ink-100">{title}</p>
      <p className="max-w-xs text-sm text-ink-300">{text}</p>
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
