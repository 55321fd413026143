// The state of a deposit or a withdrawal, in the same words wherever the member meets it (the wallet
// dialog's recent requests, the history page).
import { useTranslation } from 'react-i18next';
import type { DepositStatus, WithdrawStatus } from '@sanam/contract/wallet.ts';
import { Badge, type BadgeTone } from './badge.tsx';
import { ErrorIcon } from '@sanam/ui/icons.tsx';
import { CheckIcon, ClockIcon } from './icons.tsx';

const DEPOSIT_TONE: Record<DepositStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'red',
};

const WITHDRAW_TONE: Record<WithdrawStatus, BadgeTone> = {
  pending: 'warning',
  paid: 'success',
  rejected: 'red',
};

function icon(status: DepositStatus | WithdrawStatus) {
  if (status === 'pending') return <ClockIcon />;
  if (status === 'rejected') return <ErrorIcon />;
  return <CheckIcon />;
}

/** pending "รอตรวจสอบ", approved "เติมแล้ว", rejected "ไม่อนุมัติ" */
export function DepositStatusBadge({ status }: { status: DepositStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={DEPOSIT_TONE[status]} icon={icon(status)}>
      {t(`request_status.deposit.${status}`)}
    </Badge>
  );
}

/** pending "รอโอน", paid "โอนแล้ว", rejected "ไม่อนุมัติ" */
export function WithdrawStatusBadge({ status }: { status: WithdrawStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={WITHDRAW_TONE[status]} icon={icon(status)}>
      {t(`request_status.withdraw.${status}`)}
    </Badge>
  );
}
