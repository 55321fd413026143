// Spec §2: two tabs, bet history (always) and live chat (only while the match is not ended, labelled
// hot). The chat frame stays mounted once opened, so switching tabs does not drop the conversation.
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatIcon, HistoryIcon } from '../../ui/icons.tsx';

type RoomTab = 'history' | 'chat';

export function RoomTabs({
  history,
  chat,
}: {
  history: ReactNode;
  /** null: no chat tab (the match has ended) */
  chat: ReactNode | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [chosen, setChosen] = useState<RoomTab>('history');
  const [hasOpenedChat, setHasOpenedChat] = useState(false);
  const tabs: RoomTab[] = chat === null ? ['history'] : ['history', 'chat'];
  const tab: RoomTab = chat === null ? 'history' : chosen;

  const select = (next: RoomTab) => {
    setChosen(next);
    if (next === 'chat') setHasOpenedChat(true);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (tabs.length < 2 || (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft')) return;
    const next: RoomTab = tab === 'history' ? 'chat' : 'history';
    select(next);
    document.getElementById(`${id}-${next}-tab`)?.focus();
  };

  return (
    <section className="rounded-[var(--radius-card)] bg-ink-800 p-3 ring-1 ring-ink-700">
      <div
        role="tablist"
        aria-label={t('room.tabs.label')}
        onKeyDown={onKeyDown}
        className={`mb-3 grid gap-1 rounded-xl bg-ink-900 p-1 ${tabs.length === 2 ? 'grid-cols-2' : 'grid-cols-1'}`}
      >
        {tabs.map((name) => (
          <button
            key={name}
            id={`${id}-${name}-tab`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`${id}-${name}-panel`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => select(name)}
            className={`flex min-h-11 items-center justify-center gap-2 rounded-lg font-medium transition focus-visible:outline-2 focus-visible:outline-gold-400 ${
              tab === name
                ? 'bg-gradient-to-b from-gold-400 to-gold-600 text-ink-950'
                : 'text-ink-300 hover:text-ink-100'
            }`}
          >
            {name === 'history' ? <HistoryIcon /> : <ChatIcon />}
            {t(`room.tabs.${name}`)}
            {name === 'chat' ? (
              <span className="rounded-md bg-red-side px-1.5 text-[0.7rem] leading-5 font-semibold text-white">
                {t('room.tabs.hot')}
              </span>
            ) : null}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-history-panel`}
        aria-labelledby={`${id}-history-tab`}
        hidden={tab !== 'history'}
      >
        {history}
      </div>
      {chat !== null && (tab === 'chat' || hasOpenedChat) ? (
        <div
          role="tabpanel"
          id={`${id}-chat-panel`}
          aria-labelledby={`${id}-chat-tab`}
          hidden={tab !== 'chat'}
        >
          {chat}
        </div>
      ) : null}
    </section>
  );
}
