// Spec §2 live chat: an embedded frame for the room's stadium (none without a stadium: an empty state).
// Our own chat: a short-lived chat token (GET /user/chat/token) in the fragment of chat.html; when the
// page says its pass was refused (CHAT_EXPIRED_MESSAGE), a new token and a new frame. VITE_CHAT_URL
// (lib/env.ts) overrides it with an external chat keyed by the `username` and `stadium_id` parameters.
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ChatTokenData } from '@sanam/contract/chat.ts';
import { chatRoutes } from '@sanam/contract/routes/chat.ts';
import { api } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { CHAT_URL } from '../../../lib/env.ts';
import { EmptyState } from '@sanam/ui/empty-state.tsx';
import { ChatIcon } from '../../../ui/icons.tsx';
import { ErrorState } from '@sanam/ui/error-state.tsx';
import { Spinner } from '@sanam/ui/spinner.tsx';
import { CHAT_EXPIRED_MESSAGE, ownChatUrl } from '../../../lib/chat-protocol.ts';

export function chatFrameUrl(base: string, username: string, stadiumId: number | null): string | null {
  if (!base) return null;
  const url = new URL(base, window.location.origin);
  url.searchParams.set('username', username);
  url.searchParams.set('stadium_id', stadiumId === null ? '' : String(stadiumId));
  return url.toString();
}

export async function getChatToken(stadiumId: number, signal?: AbortSignal): Promise<ChatTokenData> {
  return api.request(chatRoutes.token, { query: { stadium_id: stadiumId }, signal });
}

const frameClass = 'h-[28rem] w-full rounded-xl bg-ink-950 ring-1 ring-ink-700 lg:h-[34rem]';

export function ChatTab({
  username,
  stadiumId,
  baseUrl = CHAT_URL,
}: {
  username: string;
  stadiumId: number | null;
  baseUrl?: string;
}) {
  const { t } = useTranslation();
  const external = chatFrameUrl(baseUrl, username, stadiumId);
  if (external) {
    return (
      <iframe
        src={external}
        title={t('room.chat.frame_title')}
        className={frameClass}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
      />
    );
  }
  if (stadiumId === null) {
    return (
      <EmptyState
        icon={<ChatIcon />}
        title={t('room.chat.unavailable_title')}
        text={t('room.chat.unavailable_text')}
      />
    );
  }
  return <OwnChat stadiumId={stadiumId} />;
}

function OwnChat({ stadiumId }: { stadiumId: number }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const frame = useRef<HTMLIFrameElement | null>(null);
  const token = useQuery({
    queryKey: ['chat-token', stadiumId],
    queryFn: ({ signal }) => getChatToken(stadiumId, signal),
    // a pass is read once, when the frame connects; a new one only when the page asks for it
    staleTime: Infinity,
    gcTime: 0,
  });
  const { refetch } = token;

  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      // the page's origin is opaque ("null"): the frame it comes from is what identifies it
      if (!frame.current || e.source !== frame.current.contentWindow) return;
      if ((e.data as { type?: unknown } | null)?.type === CHAT_EXPIRED_MESSAGE) void refetch();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [refetch]);

  if (token.isPending) {
    return (
      <div
        role="status"
        className={`${frameClass} flex items-center justify-center gap-2 text-sm text-ink-300`}
      >
        <Spinner /> {t('livechat.tab.loading')}
      </div>
    );
  }
  if (token.isError) {
    return (
      <ErrorState
        message={t('livechat.tab.error_title')}
        text={token.error.message || t('livechat.tab.error_text')}
        onRetry={() => void refetch()}
        isRetrying={token.isFetching}
      />
    );
  }
  return (
    <iframe
      // a new token, or another language, frames the page anew (a new fragment alone would not load it)
      key={`${token.data.token}:${lang}`}
      ref={frame}
      src={ownChatUrl(token.data.token, lang)}
      title={t('room.chat.frame_title')}
      className={frameClass}
      referrerPolicy="no-referrer"
      // the least the page needs: without allow-same-origin it runs in an opaque origin (scripts of
      // this origin could lift their own sandbox) and cannot reach the app's storage (the member's
      // tokens), cookies or pages; its assets are cross-origin reads the server allows, and it reports
      // a refused pass by postMessage, taken from this frame only
      sandbox="allow-scripts allow-forms"
    />
  );
}
