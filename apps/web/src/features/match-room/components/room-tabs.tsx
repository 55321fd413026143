// Spec §2: two tabs, bet history (always) and live chat (only while the match is not ended, labelled
// hot). The chat frame stays mounted once opened, so switching tabs does not drop the conversation.
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatIcon, HistoryIcon } from '../../../ui/icons.tsx';
import { TabBar, TabPanel } from '../../../ui/tab-bar.tsx';

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

  return (
    <section className="rounded-[var(--radius-card)] bg-ink-800 p-3 ring-1 ring-ink-700">
      <TabBar
        id={id}
        label={t('room.tabs.label')}
        tabs={tabs}
        selected={tab}
        onSelect={select}
        className="mb-3"
        renderTab={(name) => (
          <>
            {name === 'history' ? <HistoryIcon /> : <ChatIcon />}
            {t(`room.tabs.${name}`)}
            {name === 'chat' ? (
              <span className="rounded-md bg-red-side px-1.5 text-[0.7rem] leading-5 font-semibold text-white">
                {t('room.tabs.hot')}
              </span>
            ) : null}
          </>
        )}
      />
      <TabPanel id={id} tab="history" hidden={tab !== 'history'}>
        {history}
      </TabPanel>
      {chat !== null && (tab === 'chat' || hasOpenedChat) ? (
        <TabPanel id={id} tab="chat" hidden={tab !== 'chat'}>
          {chat}
        </TabPanel>
      ) : null}
    </section>
  );
}
