import type { DeskStadium as Stadium } from '@sanam/contract/matches.ts';
import { formatBaht } from '@sanam/contract/money.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { useOperator } from '../../../lib/operator-session.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { can } from '../../../lib/permissions.ts';
import { useStadiums } from '../../../lib/stadiums.ts';
import { Button } from '@sanam/ui/button.tsx';
import { Badge, PageHeader } from '../../../ui/card.tsx';
import { actionsColumn } from '../../../ui/columns.tsx';
import { EditButton } from '../../../ui/edit-button.tsx';
import { PageNotice, type NoticeValue } from '../../../ui/notice.tsx';
import { QueryResult } from '../../../ui/query-result.tsx';
import { Switch } from '../../../ui/switch.tsx';
import { TableOrCards } from '../../../ui/table-or-cards.tsx';
import { useUpdateStadium } from '../api/update-stadium.ts';
import { StadiumDialog } from './stadium-dialog.tsx';

const LIMITS = ['max_bet', 'max_payout', 'member_side_cap', 'liability_cap'] as const;

export function StadiumsPage() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  /** its rounds' limits, bet delay and referral threshold in a line ("no limits" when none is set) */
  const limitsText = (stadium: Stadium) => {
    const set = LIMITS.flatMap((name) => {
      const baht = stadium[name];
      return baht === null
        ? []
        : [t(`stadiums.limit_short.${name}`, { amount: `฿${formatBaht(baht, lang)}` })];
    });
    if (stadium.bet_delay !== null)
      set.push(t('stadiums.limit_short.bet_delay', { seconds: stadium.bet_delay }));
    if (stadium.refer_above !== null)
      set.push(
        t('stadiums.limit_short.refer_above', { amount: `฿${formatBaht(stadium.refer_above, lang)}` }),
      );
    return set.length ? set.join(' · ') : t('stadiums.limits_none');
  };
  const operator = useOperator();
  const canEdit = can(operator?.role, 'stadiums.edit');
  const stadiums = useStadiums();
  const update = useUpdateStadium();
  const [editing, setEditing] = useState<Stadium | 'new' | null>(null);
  const [notice, setNotice] = useState<NoticeValue | null>(null);

  const toggleDisplay = (stadium: Stadium, isDisplay: boolean) => {
    setNotice(null);
    update.mutate(
      { id: stadium.id, patch: { is_display: isDisplay } },
      {
        onSuccess: () => setNotice({ tone: 'ok', text: t('stadium.updated') }),
        onError: (error) => setNotice({ tone: 'error', text: errorMessage(error) }),
      },
    );
  };

  const displaySwitch = (stadium: Stadium) => (
    <Switch
      label={t('stadiums.display_for', { name: stadium.name })}
      checked={stadium.is_display}
      disabled={!canEdit || (update.isPending && update.variables.id === stadium.id)}
      onChange={(next) => toggleDisplay(stadium, next)}
    />
  );
  const editButton = (stadium: Stadium) => (
    <EditButton label={t('stadiums.edit_named', { name: stadium.name })} onEdit={() => setEditing(stadium)} />
  );

  return (
    <>
      <PageHeader
        title={t('nav.stadiums')}
        actions={
          canEdit && (
            <Button variant="primary" onClick={() => setEditing('new')}>
              {t('stadiums.new')}
            </Button>
          )
        }
      />
      <PageNotice notice={notice} onDismiss={() => setNotice(null)} />
      <QueryResult query={stadiums} emptyText={t('stadiums.empty')}>
        {(list) => (
          <TableOrCards
            minWidthClass="min-w-[520px]"
            rows={list}
            bodyClassName="divide-y divide-ink-700 bg-ink-800"
            columns={[
              {
                key: 'name',
                label: t('stadiums.name'),
                cellClassName: 'font-medium text-ink-100',
                cell: (stadium) => stadium.name,
              },
              {
                key: 'type',
                label: t('stadiums.type'),
                cell: (stadium) => <Badge>{t(`match_type.${stadium.type}`)}</Badge>,
              },
              {
                key: 'min_bet',
                label: t('stadiums.min_bet'),
                cellClassName: 'text-ink-200 tabular-nums',
                cell: (stadium) => stadium.min_bet,
              },
              {
                key: 'limits',
                label: t('stadiums.limits_short'),
                cellClassName: 'text-xs text-ink-200 tabular-nums',
                cell: limitsText,
              },
              { key: 'display', label: t('stadiums.is_display'), cell: displaySwitch },
              canEdit && actionsColumn(t, editButton, { isHeaderShown: true }),
            ]}
            cardLook="rows"
            cardClassName="space-y-2 text-sm"
            card={(stadium) => (
              <>
                <div className="flex items-start justify-between gap-2">
                  <p className="min-w-0 font-medium break-words text-ink-100">{stadium.name}</p>
                  <Badge>{t(`match_type.${stadium.type}`)}</Badge>
                </div>
                <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-ink-200">
                  <span>
                    {t('stadiums.min_bet')}: <span className="tabular-nums">{stadium.min_bet}</span>
                  </span>
                  <span className="tabular-nums">
                    {t('stadiums.limits_short')}: {limitsText(stadium)}
                  </span>
                  <span className="flex items-center gap-2">
                    {t('stadiums.is_display')}
                    {displaySwitch(stadium)}
                  </span>
                  {canEdit && <span className="ml-auto">{editButton(stadium)}</span>}
                </div>
              </>
            )}
          />
        )}
      </QueryResult>
      {editing && (
        <StadiumDialog
          stadium={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(text) => {
            setEditing(null);
            setNotice({ tone: 'ok', text });
          }}
        />
      )}
    </>
  );
}
