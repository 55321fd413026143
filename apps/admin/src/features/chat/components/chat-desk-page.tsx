// The chat desk: pick a stadium, watch its chat live, delete a message (it leaves every
// member's screen at once), mute a member in that stadium for a chosen time, unmute. Roles: admin and
// operator (permission chat.moderate); the server audits every action.
import { MemberLink } from '../../../ui/member-link.tsx';
import { CHAT_MUTE_MINUTES, type ChatMessage } from '@sanam/contract/chat.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format-time.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useStadiums } from '../../../lib/stadiums.ts';
import { Button } from '@sanam/ui/button.tsx';
import { Badge, Card, PageHeader } from '../../../ui/card.tsx';
import { ConfirmDialog } from '@sanam/ui/confirm-dialog.tsx';
import { Dialog } from '@sanam/ui/dialog.tsx';
import { SelectField } from '@sanam/ui/field.tsx';
import { PageNotice, type NoticeValue } from '../../../ui/notice.tsx';
import { QueryResult } from '../../../ui/query-result.tsx';
import { EmptyState } from '@sanam/ui/empty-state.tsx';
import { ErrorState } from '@sanam/ui/error-state.tsx';
import { LoadingState } from '@sanam/ui/loading-state.tsx';
import {
  useChatDeskSocket,
  useChatMutes,
  useDeleteChatMessage,
  useMuteMember,
  useUnmuteMember,
  type ChatDeskStatus,
} from '../api/chat-desk.ts';

const STATUS_TONE: Record<ChatDeskStatus, 'success' | 'gold' | 'danger' | 'muted'> = {
  live: 'success',
  connecting: 'muted',
  offline: 'gold',
  refused: 'danger',
};

export function ChatDeskPage() {
  const { t } = useTranslation();
  const stadiums = useStadiums();
  const [chosen, setChosen] = useState<number | null>(null);
  const stadiumId = chosen ?? stadiums.data?.[0]?.id ?? null;
  const [notice, setNotice] = useState<NoticeValue | null>(null);

  return (
    <>
      <PageHeader title={t('nav.chat')} />
      <p className="mb-4 max-w-3xl text-sm text-ink-300">{t('chat_desk.intro')}</p>
      <PageNotice notice={notice} onDismiss={() => setNotice(null)} />
      {stadiums.isPending ? (
        <LoadingState />
      ) : stadiums.isError ? (
        <ErrorState message={errorMessage(stadiums.error)} onRetry={() => void stadiums.refetch()} />
      ) : stadiums.data.length === 0 || stadiumId === null ? (
        <EmptyState title={t('chat_desk.no_stadiums')} />
      ) : (
        <>
          <SelectField
            label={t('chat_desk.stadium')}
            value={String(stadiumId)}
            onChange={(e) => {
              setNotice(null);
              setChosen(Number(e.target.value));
            }}
            className="mb-4 max-w-xs"
          >
            {stadiums.data.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </SelectField>
          <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <StadiumChat key={stadiumId} stadiumId={stadiumId} onNotice={setNotice} />
            <MutesPanel stadiumId={stadiumId} onNotice={setNotice} />
          </div>
        </>
      )}
    </>
  );
}

function StadiumChat({ stadiumId, onNotice }: { stadiumId: number; onNotice: (n: NoticeValue) => void }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { messages, status, error, remove } = useChatDeskSocket(stadiumId);
  const del = useDeleteChatMessage();
  const [deleting, setDeleting] = useState<ChatMessage | null>(null);
  const [muting, setMuting] = useState<ChatMessage | null>(null);

  return (
    <Card className="min-w-0 p-4">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-ink-100">{t('chat_desk.messages')}</h2>
        <Badge tone={STATUS_TONE[status]}>{t(`chat_desk.status.${status}`)}</Badge>
      </div>
      {status === 'refused' ? (
        <ErrorState message={error} />
      ) : status === 'connecting' ? (
        <LoadingState />
      ) : messages.length === 0 ? (
        <EmptyState title={t('chat_desk.empty')} />
      ) : (
        <ol
          aria-label={t('chat_desk.messages')}
          className="max-h-[32rem] divide-y divide-ink-700 overflow-y-auto"
        >
          {[...messages].reverse().map((m) => (
            <li key={m.id} className="flex flex-wrap items-start gap-x-3 gap-y-1 py-2">
              <div className="min-w-0 flex-1">
                <p className="text-xs text-ink-300">
                  <span className="font-semibold">
                    <MemberLink id={m.member_id} username={m.username} />
                  </span>{' '}
                  · #{m.member_id} · {formatDateTime(m.created_at, lang)}
                </p>
                <p translate="no" className="text-sm break-words whitespace-pre-wrap text-ink-100">
                  {m.text}
                </p>
              </div>
              <div className="flex shrink-0 gap-2">
                <Button
                  size="sm"
                  onClick={() => setMuting(m)}
                  aria-label={t('chat_desk.mute_named', { name: m.username })}
                >
                  {t('chat_desk.mute')}
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => setDeleting(m)}
                  aria-label={t('chat_desk.delete_named', { text: m.text.slice(0, 40) })}
                >
                  {t('chat_desk.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {deleting && (
        <ConfirmDialog
          title={t('chat_desk.delete_title')}
          body={t('chat_desk.delete_body', { name: deleting.username, text: deleting.text })}
          confirmLabel={t('chat_desk.delete')}
          tone="danger"
          isPending={del.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            del.mutate(deleting.id, {
              onSuccess: () => {
                remove(deleting.id);
                setDeleting(null);
                onNotice({ tone: 'ok', text: t('chat_desk.deleted') });
              },
              onError: (err) => {
                setDeleting(null);
                onNotice({ tone: 'error', text: errorMessage(err) });
              },
            })
          }
        />
      )}
      {muting && (
        <MuteDialog
          stadiumId={stadiumId}
          message={muting}
          onClose={() => setMuting(null)}
          onDone={(n) => {
            setMuting(null);
            onNotice(n);
          }}
        />
      )}
    </Card>
  );
}

function MuteDialog({
  stadiumId,
  message,
  onClose,
  onDone,
}: {
  stadiumId: number;
  message: ChatMessage;
  onClose: () => void;
  onDone: (n: NoticeValue) => void;
}) {
  const { t } = useTranslation();
  const mute = useMuteMember();
  const [minutes, setMinutes] = useState<number>(CHAT_MUTE_MINUTES[1]);
  return (
    <Dialog
      title={t('chat_desk.mute_title', { name: message.username })}
      onClose={onClose}
      isDismissable={!mute.isPending}
      size="sm"
    >
      <SelectField
        label={t('chat_desk.mute_for')}
        value={String(minutes)}
        onChange={(e) => setMinutes(Number(e.target.value))}
        className="mb-5"
      >
        {CHAT_MUTE_MINUTES.map((m) => (
          <option key={m} value={m}>
            {t(`chat_desk.for.${m}`)}
          </option>
        ))}
      </SelectField>
      <div className="flex justify-end gap-2">
        <Button onClick={onClose} disabled={mute.isPending}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="primary"
          isLoading={mute.isPending}
          onClick={() =>
            mute.mutate(
              { stadium_id: stadiumId, member_id: message.member_id, minutes },
              {
                onSuccess: () =>
                  onDone({ tone: 'ok', text: t('chat_desk.muted', { name: message.username }) }),
                onError: (err) => onDone({ tone: 'error', text: errorMessage(err) }),
              },
            )
          }
        >
          {t('chat_desk.mute')}
        </Button>
      </div>
    </Dialog>
  );
}

function MutesPanel({ stadiumId, onNotice }: { stadiumId: number; onNotice: (n: NoticeValue) => void }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const mutes = useChatMutes(stadiumId);
  const unmute = useUnmuteMember();
  return (
    <Card className="min-w-0 p-4">
      <h2 className="mb-3 text-base font-semibold text-ink-100">{t('chat_desk.mutes')}</h2>
      <QueryResult query={mutes} emptyText={t('chat_desk.no_mutes')}>
        {(list) => (
          <ul className="divide-y divide-ink-700">
            {list.map((m) => (
              <li key={m.member_id} className="flex items-center justify-between gap-2 py-2">
                <div className="min-w-0">
                  <p className="text-sm font-medium text-ink-100">
                    <MemberLink id={m.member_id} username={m.username} />{' '}
                    <span className="text-ink-400">#{m.member_id}</span>
                  </p>
                  <p className="text-xs text-ink-300">
                    {t('chat_desk.until', { time: formatDateTime(m.until, lang) })}
                  </p>
                </div>
                <Button
                  size="sm"
                  isLoading={unmute.isPending && unmute.variables.member_id === m.member_id}
                  aria-label={t('chat_desk.unmute_named', { name: m.username })}
                  onClick={() =>
                    unmute.mutate(
                      { stadium_id: stadiumId, member_id: m.member_id },
                      {
                        onSuccess: () =>
                          onNotice({ tone: 'ok', text: t('chat_desk.unmuted', { name: m.username }) }),
                        onError: (err) => onNotice({ tone: 'error', text: errorMessage(err) }),
                      },
                    )
                  }
                >
                  {t('chat_desk.unmute')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryResult>
    </Card>
  );
}
