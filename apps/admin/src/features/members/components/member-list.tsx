import type { AdminMember } from '@sanam/contract/admin.ts';
import { formatBaht } from '@sanam/contract/money.ts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/format-count.ts';
import { formatInstant } from '../../../lib/format-time.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { Button } from '@sanam/ui/button.tsx';
import { Badge } from '../../../ui/card.tsx';
import { actionsColumn, MemberLink } from '../../../ui/columns.tsx';
import { TableOrCards } from '../../../ui/table-or-cards.tsx';
import { Switch } from '../../../ui/switch.tsx';
import type { MemberFlags } from '../api/update-member.ts';
import { bettingControlsText } from './betting-controls-text.ts';
import { MemberBalance } from './member-balance.tsx';

type Props = {
  members: AdminMember[];
  canEditFlags: boolean;
  canAdjust: boolean;
  pendingId: number | null;
  onFlag: (member: AdminMember, patch: MemberFlags) => void;
  onAdjust: (member: AdminMember) => void;
  /** the member's failed logins cleared (the same roles as the flags) */
  onUnlock: (member: AdminMember) => void;
  /** the member's own betting controls (the roles that run the book) */
  canControlBetting: boolean;
  onBettingControls: (member: AdminMember) => void;
};

function bankText(member: AdminMember): string {
  return [member.bank_name, member.bank_acc_no].filter(Boolean).join(' · ') || '—';
}

type FlagProps = Pick<Props, 'canEditFlags' | 'pendingId' | 'onFlag'> & {
  member: AdminMember;
  flag: 'is_vip' | 'is_blocked';
};

function FlagSwitch({ member, flag, canEditFlags, pendingId, onFlag }: FlagProps) {
  const { t } = useTranslation();
  return (
    <Switch
      label={t(flag === 'is_vip' ? 'members.vip_for' : 'members.blocked_for', { username: member.username })}
      checked={member[flag]}
      tone={flag === 'is_vip' ? 'gold' : 'danger'}
      disabled={!canEditFlags || pendingId === member.id}
      onChange={(next) => onFlag(member, { [flag]: next })}
    />
  );
}

export function MemberList(props: Props) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { members, canAdjust, onAdjust, canEditFlags, onUnlock, canControlBetting, onBettingControls } =
    props;
  const bettingButton = (member: AdminMember, className = '') => (
    <Button
      size="sm"
      variant="ghost"
      className={className}
      aria-label={t('members.betting.open_for', { username: member.username })}
      onClick={() => onBettingControls(member)}
    >
      {t('members.betting.edit')}
    </Button>
  );
  const bettingText = (member: AdminMember) => (
    <span
      className={
        member.bet_suspended
          ? 'text-danger'
          : member.max_bet !== null || member.limit_factor !== null || member.refer_above !== null
            ? 'text-warning'
            : 'text-ink-300'
      }
    >
      {bettingControlsText(t, member, lang)}
    </span>
  );
  const unlockButton = (member: AdminMember) => (
    <Button
      size="sm"
      variant="ghost"
      aria-label={t('members.unlock.open_for', { username: member.username })}
      onClick={() => onUnlock(member)}
    >
      {t('members.unlock.short')}
    </Button>
  );

  return (
    <TableOrCards
      minWidthClass="min-w-[960px]"
      rows={members}
      rowClassName={(member) => `hover:bg-ink-700/40 ${member.is_blocked ? 'bg-danger/5' : 'bg-ink-800'}`}
      bodyClassName="divide-y divide-ink-700/70"
      columns={[
        {
          key: 'username',
          label: t('members.col.username'),
          cellClassName: 'font-medium text-ink-100',
          cell: (member) => <MemberLink id={member.id} username={member.username} />,
        },
        {
          // name over phone, each on one line whatever its length (the whole name shows on hover and
          // in the member's file): with the joined and deposit columns, the table fits a 1280 screen
          key: 'name',
          label: t('members.col.name_phone'),
          cellClassName: 'text-ink-200',
          cell: (member) => (
            <>
              <span className="block max-w-36 truncate whitespace-nowrap" title={member.name}>
                {member.name}
              </span>
              <span className="tabular block text-xs whitespace-nowrap text-ink-300">{member.phone}</span>
            </>
          ),
        },
        {
          key: 'bank',
          label: t('members.col.bank'),
          cellClassName: 'text-xs text-ink-300',
          cell: bankText,
        },
        {
          key: 'balance',
          label: t('members.col.balance_coins'),
          align: 'right',
          cell: (member) => (
            <>
              <MemberBalance balance={member.balance} hasSymbol={false} className="block font-medium" />
              <span className="block text-xs whitespace-nowrap text-ink-300">
                <span className="tabular">{formatCount(member.event_point, lang)}</span>{' '}
                {t('members.coins_unit')}
              </span>
            </>
          ),
        },
        {
          key: 'deposit_total',
          label: t('members.col.deposit_total'),
          align: 'right',
          cellClassName: 'tabular whitespace-nowrap text-ink-200',
          cell: (member) => formatBaht(member.deposit_total, lang),
        },
        {
          // two lines, one column: the table fits a 1280 screen
          key: 'dates',
          label: t('members.col.dates'),
          cellClassName: 'tabular text-xs whitespace-nowrap',
          cell: (member: AdminMember) => (
            <>
              <span className="block text-ink-300">
                <span className="sr-only">{t('members.col.joined')}: </span>
                {formatInstant(member.created_at, lang, 'dateMinute')}
              </span>
              <span className="block text-ink-200">
                <span className="sr-only">{t('members.col.last_login')}: </span>
                {member.last_login_at === null ? (
                  <span title={t('members.never_signed_in')}>
                    <span aria-hidden="true">—</span>
                    <span className="sr-only">{t('members.never_signed_in')}</span>
                  </span>
                ) : (
                  formatInstant(member.last_login_at, lang, 'dateMinute')
                )}
              </span>
            </>
          ),
        },
        {
          key: 'vip',
          label: 'VIP',
          align: 'center',
          cell: (member) => <FlagSwitch member={member} flag="is_vip" {...props} />,
        },
        {
          key: 'blocked',
          label: t('members.blocked'),
          align: 'center',
          cell: (member) => <FlagSwitch member={member} flag="is_blocked" {...props} />,
        },
        {
          key: 'betting',
          label: t('members.betting.col'),
          cellClassName: 'max-w-44 text-xs',
          cell: (member: AdminMember) => (
            <span className="flex flex-wrap items-center gap-x-2">
              {bettingText(member)}
              {canControlBetting && bettingButton(member, '-ml-2')}
            </span>
          ),
        },
        (canAdjust || canEditFlags) && {
          // one above the other: side by side they pushed the table past 1280 px in English
          ...actionsColumn(t, (member: AdminMember) => (
            <span className="flex flex-col items-end">
              {canEditFlags && unlockButton(member)}
              {canAdjust && (
                <Button size="sm" variant="ghost" className="text-gold-300" onClick={() => onAdjust(member)}>
                  {t('members.adjust.open')}
                </Button>
              )}
            </span>
          )),
          cellClassName: 'whitespace-nowrap',
        },
      ]}
      card={(member) => (
        <>
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="flex items-center gap-1.5 truncate font-medium text-ink-100">
                <MemberLink id={member.id} username={member.username} />
                {member.is_vip && <Badge tone="gold">VIP</Badge>}
                {member.is_blocked && <Badge tone="danger">{t('members.blocked')}</Badge>}
              </p>
              <p className="text-xs break-words text-ink-300">
                {member.name} · {member.phone}
              </p>
              <p className="text-xs break-words text-ink-300">{bankText(member)}</p>
              <p className="tabular text-xs text-ink-300">
                <span className="whitespace-nowrap">
                  {t('members.card.joined', { at: formatInstant(member.created_at, lang, 'dateMinute') })}
                </span>{' '}
                ·{' '}
                <span className="whitespace-nowrap">
                  {member.last_login_at === null
                    ? t('members.never_signed_in')
                    : t('members.card.last_login', {
                        at: formatInstant(member.last_login_at, lang, 'dateMinute'),
                      })}
                </span>
              </p>
              <p className="flex flex-wrap items-center gap-x-2 text-xs">
                <span className="text-ink-300">{t('members.betting.col')}:</span> {bettingText(member)}
                {canControlBetting && bettingButton(member, 'h-7')}
              </p>
            </div>
            <div className="text-right">
              <p>
                <MemberBalance balance={member.balance} />
              </p>
              <p className="tabular text-xs text-ink-300">
                {formatCount(member.event_point, lang)} {t('members.coins_unit')}
              </p>
              <p className="tabular text-xs whitespace-nowrap text-ink-300">
                {t('members.card.deposit_total', { amount: formatBaht(member.deposit_total, lang) })}
              </p>
            </div>
          </div>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-3 border-t border-ink-700 pt-3 text-xs text-ink-200">
            <div className="flex items-center gap-4">
              <span className="flex items-center gap-2">
                VIP
                <FlagSwitch member={member} flag="is_vip" {...props} />
              </span>
              <span className="flex items-center gap-2">
                {t('members.blocked')}
                <FlagSwitch member={member} flag="is_blocked" {...props} />
              </span>
            </div>
            <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
              {canEditFlags && unlockButton(member)}
              {canAdjust && (
                <Button size="sm" onClick={() => onAdjust(member)}>
                  {t('members.adjust.open')}
                </Button>
              )}
            </div>
          </div>
        </>
      )}
    />
  );
}
