import type { AdminDepositAccount } from '@sanam/contract/wallet.ts';
import { CardList } from '@sanam/ui/card-list.tsx';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/format-count.ts';
import { formatDateTime } from '../../../lib/format-time.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { Button } from '@sanam/ui/button.tsx';
import { DataTable } from '@sanam/ui/data-table.tsx';
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

function EditButton({ account, onEdit }: { account: AdminDepositAccount; onEdit: Props['onEdit'] }) {
  const { t } = useTranslation();
  return (
    <Button
      size="sm"
      aria-label={t('deposit_accounts.edit_named', { account: accountText(account) })}
      onClick={() => onEdit(account)}
    >
      {t('common.edit')}
    </Button>
  );
}

/** The house accounts: a table on a laptop, cards on a phone. */
export function DepositAccountList(props: Props) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const isDesktop = useMediaQuery('(min-width: 768px)');
  const { accounts, canEdit, onEdit } = props;

  const dimmed = (account: AdminDepositAccount) => (account.is_active ? '' : 'opacity-70');

  if (!isDesktop) {
    return (
      <CardList
        rows={accounts}
        rowKey={(account) => account.id}
        cardClassName={(account) => `text-sm ${dimmed(account)}`}
      >
        {(account) => (
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
              {canEdit && <EditButton account={account} onEdit={onEdit} />}
            </div>
          </>
        )}
      </CardList>
    );
  }

  return (
    <DataTable
      minWidthClass="min-w-[720px]"
      rows={accounts}
      rowKey={(account) => account.id}
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
        {
          key: 'members',
          label: t('deposit_accounts.members'),
          align: 'right',
          cellClassName: 'tabular text-ink-200',
          cell: (account) => formatCount(account.members, lang),
        },
        {
          key: 'created',
          label: t('deposit_accounts.created'),
          cellClassName: 'tabular text-xs whitespace-nowrap text-ink-300',
          cell: (account) => formatDateTime(account.created_at, lang),
        },
        canEdit && {
          key: 'actions',
          label: t('members.col.actions'),
          align: 'right',
          cell: (account) => <EditButton account={account} onEdit={onEdit} />,
        },
      ]}
    />
  );
}
