import type { AdminDepositAccount } from '@sanam/contract/cashier.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { useOperator } from '../../../lib/operator-session.ts';
import { can } from '../../../lib/permissions.ts';
import { Button } from '@sanam/ui/button.tsx';
import { PageHeader } from '../../../ui/card.tsx';
import { ConfirmDialog } from '@sanam/ui/confirm-dialog.tsx';
import { PageNotice, type NoticeValue } from '../../../ui/notice.tsx';
import { QueryResult } from '../../../ui/query-result.tsx';
import { useDepositAccounts } from '../../../lib/list-deposit-accounts.ts';
import { useUpdateDepositAccount } from '../api/update-deposit-account.ts';
import { DepositAccountDialog } from './deposit-account-dialog.tsx';
import { accountText, DepositAccountList } from './deposit-account-list.tsx';

/** /deposit-accounts: the house accounts members transfer into. Admins change them; cashiers read them. */
export function DepositAccountsPage() {
  const { t } = useTranslation();
  const operator = useOperator();
  const canEdit = can(operator?.role, 'deposit_accounts.edit');
  const accounts = useDepositAccounts();
  const update = useUpdateDepositAccount();
  const [editing, setEditing] = useState<AdminDepositAccount | 'new' | null>(null);
  const [toDeactivate, setToDeactivate] = useState<AdminDepositAccount | null>(null);
  const [notice, setNotice] = useState<NoticeValue | null>(null);

  const setActive = (account: AdminDepositAccount, isActive: boolean) => {
    setNotice(null);
    update.mutate(
      { id: account.id, patch: { is_active: isActive } },
      {
        onSuccess: () => setNotice({ tone: 'ok', text: t('deposit_account.updated') }),
        onError: (error) => setNotice({ tone: 'error', text: errorMessage(error) }),
        onSettled: () => setToDeactivate(null),
      },
    );
  };

  // Turning an account off moves its members elsewhere: ask first. Turning one on is one click.
  const onToggle = (account: AdminDepositAccount, isActive: boolean) => {
    if (isActive) setActive(account, true);
    else setToDeactivate(account);
  };

  const otherActive = (account: AdminDepositAccount) =>
    (accounts.data ?? []).filter((a) => a.is_active && a.id !== account.id).length;

  return (
    <>
      <PageHeader
        title={t('nav.deposit_accounts')}
        actions={
          canEdit && (
            <Button variant="primary" onClick={() => setEditing('new')}>
              {t('deposit_accounts.new')}
            </Button>
          )
        }
      />
      <p className="-mt-2 mb-3 text-sm text-ink-300">
        {t(canEdit ? 'deposit_accounts.intro' : 'deposit_accounts.read_only')}
      </p>
      <PageNotice notice={notice} onDismiss={() => setNotice(null)} />
      <QueryResult query={accounts} emptyText={t('deposit_accounts.empty')}>
        {(list) => (
          <DepositAccountList
            accounts={list}
            canEdit={canEdit}
            pendingId={update.isPending ? update.variables.id : null}
            onToggle={onToggle}
            onEdit={(account) => {
              setNotice(null);
              setEditing(account);
            }}
          />
        )}
      </QueryResult>
      {editing && (
        <DepositAccountDialog
          account={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(text) => {
            setEditing(null);
            setNotice({ tone: 'ok', text });
          }}
        />
      )}
      {toDeactivate && (
        <ConfirmDialog
          title={t('deposit_accounts.deactivate_title')}
          body={t(
            otherActive(toDeactivate) > 0
              ? 'deposit_accounts.deactivate_body'
              : 'deposit_accounts.deactivate_last',
            {
              account: accountText(toDeactivate),
              name: toDeactivate.bank_acc_name,
              count: toDeactivate.members,
            },
          )}
          confirmLabel={t('deposit_accounts.deactivate')}
          tone="danger"
          isPending={update.isPending}
          onConfirm={() => setActive(toDeactivate, false)}
          onCancel={() => setToDeactivate(null)}
        />
      )}
    </>
  );
}
