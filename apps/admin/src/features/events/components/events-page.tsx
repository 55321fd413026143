import type { AdminEvent } from '@sanam/contract/events.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { Button } from '@sanam/ui/button.tsx';
import { PageHeader } from '../../../ui/card.tsx';
import { ConfirmDialog } from '@sanam/ui/confirm-dialog.tsx';
import { PageNotice, type NoticeValue } from '../../../ui/notice.tsx';
import { QueryResult } from '../../../ui/query-result.tsx';
import { useEventAction } from '../api/event-actions.ts';
import { useEvents } from '../api/list-events.ts';
import { EventCard, type EventCommand } from './event-card.tsx';
import { EventFormDialog } from './event-form-dialog.tsx';
import { OddsDialog } from './odds-dialog.tsx';
import { RegradeDialog } from './regrade-dialog.tsx';
import { SettleDialog } from './settle-dialog.tsx';

type Open = { command: EventCommand | 'new'; event: AdminEvent | null } | null;

const confirmable = { open: 'event.opened', close: 'event.closed_now', cancel: 'event.cancelled' } as const;
type Confirmable = keyof typeof confirmable;

/**
 * /events (admins and operators): event / quiz bets. Create and edit drafts, open and
 * close them, move the odds, and settle or cancel; correct a settled result. Each
 * event shows its book like a match's exposure.
 */
export function EventsPage() {
  const { t } = useTranslation();
  const events = useEvents();
  const action = useEventAction();
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<NoticeValue | null>(null);

  const close = () => {
    setOpen(null);
    action.reset();
  };
  const done = (text: string) => {
    setOpen(null);
    setNotice({ tone: 'ok', text });
  };

  const confirm = (kind: Confirmable, event: AdminEvent) =>
    action.mutate(
      { kind, id: event.id },
      {
        onSuccess: () => done(t(confirmable[kind])),
        // someone else changed it first (409): say so, and the list shows what it is now
        onError: (error) => {
          setOpen(null);
          setNotice({ tone: 'error', text: errorMessage(error) });
        },
      },
    );

  const command = open?.command;
  const event = open?.event ?? null;

  return (
    <>
      <PageHeader
        title={t('nav.events')}
        actions={
          <Button
            variant="primary"
            onClick={() => {
              setNotice(null);
              setOpen({ command: 'new', event: null });
            }}
          >
            {t('events.new')}
          </Button>
        }
      />
      <p className="-mt-2 mb-3 text-sm text-ink-300">{t('events.intro')}</p>
      <PageNotice notice={notice} onDismiss={() => setNotice(null)} />
      <QueryResult query={events} emptyText={t('events.empty')}>
        {(list) => (
          <div className="space-y-4">
            {list.map((e) => (
              <EventCard
                key={e.id}
                event={e}
                onCommand={(c) => {
                  setNotice(null);
                  setOpen({ command: c, event: e });
                }}
              />
            ))}
          </div>
        )}
      </QueryResult>

      {(command === 'new' || command === 'edit') && (
        <EventFormDialog event={event} onClose={close} onSaved={done} />
      )}
      {command === 'odds' && event && <OddsDialog event={event} onClose={close} onSaved={done} />}
      {command === 'settle' && event && <SettleDialog event={event} onClose={close} onDone={done} />}
      {command === 'correct' && event && (
        // stays open on success to show what the correction moved; the notice says it is done
        <RegradeDialog event={event} onClose={close} onDone={(text) => setNotice({ tone: 'ok', text })} />
      )}
      {(command === 'open' || command === 'close' || command === 'cancel') && event && (
        <ConfirmDialog
          title={t(`events.confirm.${command}_title`)}
          body={t(`events.confirm.${command}_body`, { question: event.question })}
          confirmLabel={t(`events.action.${command}`)}
          tone={command === 'cancel' ? 'danger' : 'primary'}
          isPending={action.isPending}
          onConfirm={() => confirm(command, event)}
          onCancel={close}
        />
      )}
    </>
  );
}
