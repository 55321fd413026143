import type { AdminDepositAccount } from '@sanam/contract/cashier.ts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/format-count.ts';
import { formatDateTime } from '../../../lib/format-time.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { actionsColumn, countColumn, dateTimeColumn } from '../../../ui/columns.tsx';
import { EditButton } from '../../../ui/edit-button.tsx';
import { TableOrCards } from '../../../ui/table-or-cards.tsx';
import { Switch } from '../../../ui/switch.tsx';

export function accountText(account: AdminDepositAccount): string {
  return `${account.bank_name} ${account.bank_acc_no}`;
}

type Props = {
  accounts: AdminDepositAccount[];
  canEdit: boolean;
  /** the account whose change is in flight */
  pendingId: number | null;
  onToggle: (account: AdminDepositAccount, isActive: boolean) => void;
  onEdit: (account: AdminDepositAccount) => void;
};

function ActiveSwitch({
  account,
  canEdit,
  pendingId,
  onToggle,
}: Omit<Props, 'accounts' | 'onEdit'> & { account: AdminDepositAccount }) {
  const { t } = useTranslation();
  return (
    <Switch
      label={t('deposit_accounts.active_for', { account: accountText(account) })}
      checked={account.is_active}
      disabled={!canEdit || pendingId === account.id}
      onChange={(next) => onToggle(account, next)}
    />
  );
}

/** The house accounts: a table on a laptop, cards on a phone. */
export function DepositAccountList(props: Props) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { accounts, canEdit, onEdit } = props;

  const dimmed = (account: AdminDepositAccount) => (account.is_active ? '' : 'opacity-70');
  const editButton = (account: AdminDepositAccount) => (
    <EditButton
      label={t('deposit_accounts.edit_named', { account: accountText(account) })}
      onEdit={() => onEdit(account)}
    />
  );

  return (
    <TableOrCards
      minWidthClass="min-w-[720px]"
      rows={accounts}
      rowClassName={(account) => dimmed(account) || undefined}
      bodyClassName="divide-y divide-ink-700 bg-ink-800"
      columns={[
        {
          key: 'bank',
          label: t('deposit_accounts.bank'),
          cellClassName: 'font-medium text-ink-100',
          cell: (account) => <span title={t(`bank.${account.bank_name}`)}>{account.bank_name}</span>,
        },
        {
          key: 'acc_no',
          label: t('deposit_accounts.acc_no'),
          cellClassName: 'tabular font-mono text-ink-100',
          cell: (account) => account.bank_acc_no,
        },
        {
          key: 'acc_name',
          label: t('deposit_accounts.acc_name'),
          cellClassName: 'max-w-56 break-words text-ink-200',
          cell: (account) => account.bank_acc_name,
        },
        {
          key: 'active',
          label: t('deposit_accounts.active'),
          cell: (account) => <ActiveSwitch account={account} {...props} />,
        },
        countColumn(
          {
            key: 'members',
            label: t('deposit_accounts.members'),
            value: (account: AdminDepositAccount) => account.members,
          },
          lang,
        ),
        dateTimeColumn(
          {
            key: 'created',
            label: t('deposit_accounts.created'),
            value: (account: AdminDepositAccount) => account.created_at,
          },
          lang,
        ),
        canEdit && actionsColumn(t, editButton, { isHeaderShown: true }),
      ]}
      cardClassName={(account) => `text-sm ${dimmed(account)}`}
      card={(account) => (
        <>
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="text-xs font-medium text-ink-300">
                {account.bank_name} · {t(`bank.${account.bank_name}`)}
              </p>
              <p className="tabular font-mono font-medium text-ink-100">{account.bank_acc_no}</p>
              <p className="break-words text-ink-200">{account.bank_acc_name}</p>
            </div>
            <ActiveSwitch account={account} {...props} />
          </div>
          <div className="mt-2 flex items-center justify-between gap-2 border-t border-ink-700 pt-2 text-xs text-ink-300">
            <span>
              {t('deposit_accounts.members')}:{' '}
              <span className="tabular text-ink-100">{formatCount(account.members, lang)}</span>
            </span>
            <span className="tabular">{formatDateTime(account.created_at, lang)}</span>
            {canEdit && editButton(account)}
          </div>
        </>
      )}
    />
  );
}
