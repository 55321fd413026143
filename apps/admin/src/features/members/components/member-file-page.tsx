// One member's file: who they are, their money and flags, the bank account in force and a
// change waiting for approval, the desk's account changes, their responsible play (member-play), then
// their lists as tabs (member-file-tabs), and every staff action on them (admin).
import type { MemberAccount } from '@sanam/contract/member-account.ts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '@sanam/ui/button.tsx';
import { formatCount } from '../../../lib/format-count.ts';
import { formatDateTime } from '../../../lib/format-time.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useOperator } from '../../../lib/operator-session.ts';
import { can } from '../../../lib/permissions.ts';
import { Badge, Card, PageHeader } from '../../../ui/card.tsx';
import { QueryResult } from '../../../ui/query-result.tsx';
import { UnlockLoginDialog } from './unlock-login-dialog.tsx';
import { useMemberAccount, type ReasonAction } from '../api/member-account.ts';
import { BankChangeDialog } from './bank-change-dialog.tsx';
import { bankLine } from './bank-line.ts';
import { DepositAccountDialog } from './deposit-account-dialog.tsx';
import { MemberAudit } from './member-audit.tsx';
import { MemberBalance } from './member-balance.tsx';
import { MemberFileTabs } from './member-file-tabs.tsx';
import { MemberPlaySection } from './member-play.tsx';
import { ReasonDialog } from './reason-dialog.tsx';
import { RenameDialog } from './rename-dialog.tsx';

type Open = 'bank' | 'rename' | 'deposit' | 'unlock' | ReasonAction | null;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3 py-1.5 text-sm">
      <dt className="text-ink-300">{label}</dt>
      <dd className="text-right break-words text-ink-100">{children}</dd>
    </div>
  );
}

export function MemberFilePage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const account = useMemberAccount(id);
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/members" className="text-gold-300 hover:underline">
          ← {t('member_file.back')}
        </Link>
      </p>
      <QueryResult query={account} emptyText={t('admin.member_not_found')} isEmpty={() => false}>
        {(data) => <MemberFile account={data} />}
      </QueryResult>
    </>
  );
}

function MemberFile({ account }: { account: MemberAccount }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const operator = useOperator();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const p = account.profile;
  const canChange = can(operator?.role, 'members.account');
  const canApprove = can(operator?.role, 'members.bank_approve');
  const pending = account.pending_bank_change;
  const ownRequest = pending !== null && pending.requested_by === operator?.id;

  return (
    <>
      <PageHeader
        title={t('member_file.title', { username: account.username })}
        actions={
          <span className="flex gap-1.5">
            {p.is_vip && <Badge tone="gold">VIP</Badge>}
            {p.is_blocked && <Badge tone="danger">{t('members.blocked')}</Badge>}
          </span>
        }
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <Card className="p-4">
          <h2 className="mb-2 font-semibold text-ink-100">{t('member_file.profile')}</h2>
          <dl className="divide-y divide-ink-700/70">
            <Row label={t('member_file.name')}>
              <span translate="no">{account.name}</span>
            </Row>
            <Row label={t('members.col.phone')}>{account.phone}</Row>
            <Row label={t('member_file.registered')}>{formatDateTime(p.created_at, lang)}</Row>
            <Row label={t('member_file.referrer')}>
              <span translate="no">{p.affiliate_username ?? '—'}</span>
            </Row>
            <Row label={t('members.col.balance')}>
              <MemberBalance balance={p.balance} />
            </Row>
            <Row label={t('members.col.coins')}>{formatCount(p.event_point, lang)}</Row>
            <Row label={t('member_file.sessions')}>{formatCount(account.live_sessions, lang)}</Row>
            <Row label={t('member_file.password')}>
              {account.must_change_password ? (
                <Badge tone="gold">{t('member_file.must_change')}</Badge>
              ) : (
                t('member_file.password_ok')
              )}
            </Row>
          </dl>
          {canChange && (
            <div className="mt-3 flex flex-wrap gap-2 border-t border-ink-700 pt-3">
              <Button size="sm" onClick={() => setOpen('rename')}>
                {t('member_file.rename.open')}
              </Button>
              <Button size="sm" onClick={() => setOpen('resetPassword')}>
                {t('member_file.resetPassword.open')}
              </Button>
              <Button size="sm" onClick={() => setOpen('endSessions')}>
                {t('member_file.endSessions.open')}
              </Button>
              <Button size="sm" onClick={() => setOpen('unlock')}>
                {t('members.unlock.open')}
              </Button>
              <Button size="sm" onClick={() => setOpen('deposit')}>
                {t('member_file.deposit_account.open')}
              </Button>
            </div>
          )}
        </Card>

        <Card className="p-4">
          <h2 className="mb-2 font-semibold text-ink-100">{t('member_file.bank.heading')}</h2>
          <p className="text-sm text-ink-100" data-testid="bank-in-force">
            <span translate="no">{bankLine(account.bank)}</span>
          </p>
          {pending ? (
            <div
              className="mt-3 rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm"
              data-testid="pending-bank-change"
            >
              <p className="font-medium text-warning">{t('member_file.bank.pending')}</p>
              <p className="mt-1 text-ink-100">
                <span translate="no">{bankLine(pending)}</span>
              </p>
              <p className="mt-1 text-xs text-ink-300">
                {t('member_file.bank.requested_by', {
                  operator: pending.requested_by_username ?? `#${pending.requested_by}`,
                  time: formatDateTime(pending.requested_at, lang),
                })}
              </p>
              <p className="mt-1 text-xs text-ink-300">
                {t('member_file.reason')}: <span translate="no">{pending.reason}</span>
              </p>
              {canApprove && (
                <div className="mt-3 flex flex-wrap items-center gap-2">
                  {ownRequest ? (
                    <span className="text-xs text-ink-300">{t('member_account.own_request')}</span>
                  ) : (
                    <Button size="sm" variant="primary" onClick={() => setOpen('approveBankChange')}>
                      {t('member_file.approveBankChange.open')}
                    </Button>
                  )}
                  <Button size="sm" variant="ghost" onClick={() => setOpen('rejectBankChange')}>
                    {t('member_file.rejectBankChange.open')}
                  </Button>
                </div>
              )}
            </div>
          ) : (
            canChange && (
              <div className="mt-3">
                <Button size="sm" onClick={() => setOpen('bank')}>
                  {t('member_file.bank.open')}
                </Button>
              </div>
            )
          )}
        </Card>
      </div>

      <MemberPlaySection memberId={account.id} username={account.username} />
      <MemberFileTabs memberId={account.id} />
      {can(operator?.role, 'audit.view') && <MemberAudit memberId={account.id} />}

      {open === 'bank' && <BankChangeDialog account={account} onClose={close} />}
      {open === 'rename' && <RenameDialog account={account} onClose={close} />}
      {open === 'deposit' && <DepositAccountDialog account={account} onClose={close} />}
      {open === 'unlock' && <UnlockLoginDialog member={p} onClose={close} />}
      {(open === 'resetPassword' ||
        open === 'endSessions' ||
        open === 'approveBankChange' ||
        open === 'rejectBankChange') && (
        <ReasonDialog
          memberId={account.id}
          action={open}
          onClose={close}
          summary={
            open === 'approveBankChange' || open === 'rejectBankChange' ? (
              <>
                <p>{t('member_file.bank.current', { bank: bankLine(account.bank) })}</p>
                {pending && <p>{t('member_file.bank.new', { bank: bankLine(pending) })}</p>}
              </>
            ) : (
              <p>{t(`member_file.${open}.body`, { username: account.username })}</p>
            )
          }
        />
      )}
    </>
  );
}
