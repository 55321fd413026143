// Spec §2 live chat: an embedded frame keyed by the member's username and the stadium_id, from the
// configurable VITE_CHAT_URL (lib/env.ts); unset, an empty state says chat is not available.
import { useTranslation } from 'react-i18next';
import { CHAT_URL } from '../../lib/env.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ChatIcon } from '../../ui/icons.tsx';

export function chatFrameUrl(base: string, username: string, stadiumId: number | null): string | null {
  if (!base) return null;
  const url = new URL(base, window.location.origin);
  url.searchParams.set('username', username);
  url.searchParams.set('stadium_id', stadiumId === null ? '' : String(stadiumId));
  return url.toString();
}

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
  const src = chatFrameUrl(baseUrl, username, stadiumId);
  if (!src) {
    return (
      <EmptyState
        icon={<ChatIcon />}
        title={t('room.chat.unavailable_title')}
        text={t('room.chat.unavailable_text')}
      />
    );
  }
  return (
    <iframe
      src={src}
      title={t('room.chat.frame_title')}
      className="h-[28rem] w-full rounded-xl bg-ink-950 ring-1 ring-ink-700 lg:h-[34rem]"
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
    />
  );
}
