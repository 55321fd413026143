// What the cashier queues (deposits, withdrawals, redeem orders) show of a request: the member it is
// for, its status, and who decided it.
import type { Language } from '@sanam/contract/constants.ts';
import type { DepositStatus, WithdrawStatus } from '@sanam/contract/wallet.ts';
import type { CashierMember as Member } from '@sanam/contract/cashier.ts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/format-time.ts';
import { Badge } from './card.tsx';
import { MemberLink } from './member-link.tsx';

/** A redeem order or a referrer names the member without the bank details or the VIP flag. */
type MemberShown = Pick<Member, 'id' | 'username' | 'name' | 'phone'> &
  Partial<Pick<Member, 'is_vip' | 'bank_name' | 'bank_acc_no' | 'bank_acc_name'>>;

/**
 * `isLinked`: the username opens the member file (a queue's row); a dialog about the request names
 * the member without leaving it.
 */
export function CashierMember({
  member,
  showBank = true,
  isLinked = true,
}: {
  member: MemberShown;
  showBank?: boolean;
  isLinked?: boolean;
}) {
  const { t } = useTranslation();
  const bank = [member.bank_name, member.bank_acc_no, member.bank_acc_name].filter(Boolean).join(' · ');
  return (
    <div className="min-w-0">
      <p className="flex items-center gap-1.5 font-medium text-ink-100">
        {isLinked ? (
          <MemberLink
            id={member.id}
            username={member.username}
            className="truncate text-gold-300 hover:underline"
          />
        ) : (
          <span className="truncate" translate="no">
            {member.username}
          </span>
        )}
        {member.is_vip && <Badge tone="gold">VIP</Badge>}
      </p>
      <p className="text-xs break-words text-ink-300">
        {member.name} · <span className="tabular">{member.phone}</span>
      </p>
      {showBank && (
        <p className="text-xs break-words text-ink-300">
          <span className="sr-only">{t('cashier.member_bank')}: </span>
          {bank || t('cashier.no_bank')}
        </p>
      )}
    </div>
  );
}

const statusTone = {
  pending: 'gold',
  approved: 'success',
  paid: 'success',
  rejected: 'danger',
} as const;

export function CashierStatusBadge({ status }: { status: DepositStatus | WithdrawStatus }) {
  const { t } = useTranslation();
  return <Badge tone={statusTone[status]}>{t(`cashier.status.${status}`)}</Badge>;
}

/** Who decided and when, and the reason given; nothing while the request waits. */
export function Decision({
  decidedBy,
  decidedAt,
  reason,
  lang,
}: {
  decidedBy: string | null;
  decidedAt: string | null;
  reason: string | null;
  lang: Language;
}) {
  const { t } = useTranslation();
  if (!decidedBy && !decidedAt && !reason) return null;
  return (
    <div className="mt-1 space-y-0.5 text-xs text-ink-300">
      {(decidedBy || decidedAt) && (
        <p>
          {t('cashier.decided_by', { who: decidedBy ?? '—' })}
          {decidedAt && (
            <>
              {' · '}
              <span className="tabular">{formatDateTime(decidedAt, lang)}</span>
            </>
          )}
        </p>
      )}
      {reason && (
        <p className="break-words text-ink-200">
          {t('cashier.reason')}: {reason}
        </p>
      )}
    </div>
  );
}
