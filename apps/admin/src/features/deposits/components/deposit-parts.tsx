// The pieces of a deposit the cashier weighs before deciding: the slip, what the slip check answered,
// and why the deposit was not credited at once. Shared by the list (table and cards) and the dialogs.
import { bankOfCode } from '@sanam/contract/constants.ts';
import { formatBaht } from '@sanam/contract/money.ts';
import type { PendingReason } from '@sanam/contract/wallet.ts';
import type { AdminDeposit, SlipCheck } from '@sanam/contract/cashier.ts';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatInstant } from '../../../lib/format-time.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { Badge } from '../../../ui/card.tsx';
import { CashierImage } from '../../../ui/cashier-image.tsx';

/** The mark of a slip sent without a readable QR: no reference, no slip check, the member's claim. */
export function UnreadSlipBadge() {
  const { t } = useTranslation();
  return <Badge tone="danger">{t('deposits.unread.badge')}</Badge>;
}

export function SlipInfo({ deposit, showPayload = true }: { deposit: AdminDeposit; showPayload?: boolean }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { slip, unread_slip: unread } = deposit;
  return (
    <div className="min-w-0 space-y-0.5 text-xs">
      <p className="flex flex-wrap gap-1">
        <Badge>{t(`deposits.source.${deposit.source}`)}</Badge>
        {unread && <UnreadSlipBadge />}
      </p>
      {unread ? (
        <>
          <div className="py-1">
            <CashierImage name={unread.image} label={t('deposits.slip.image')} />
          </div>
          <p className="text-ink-200">
            <span className="text-ink-300">{t('deposits.unread.claimed')}: </span>
            <span className="tabular font-semibold text-ink-100">
              ฿{formatBaht(unread.claimed_amount, lang)}
            </span>
          </p>
          <p className="text-ink-300">{t('deposits.unread.no_ref')}</p>
        </>
      ) : slip ? (
        <>
          {slip.image ? (
            <div className="py-1">
              <CashierImage name={slip.image} label={t('deposits.slip.image')} />
            </div>
          ) : (
            <p className="text-ink-300">{t('deposits.slip.no_image')}</p>
          )}
          <p className="text-ink-200">
            <span className="text-ink-300">{t('deposits.slip.sending_bank')}: </span>
            <span title={slip.sending_bank}>{slip.sending_bank_name ?? slip.sending_bank}</span>
          </p>
          <p className="break-all text-ink-200">
            <span className="text-ink-300">{t('deposits.slip.trans_ref')}: </span>
            <span className="font-mono">{slip.trans_ref}</span>
          </p>
          {showPayload && (
            <details className="text-ink-300">
              <summary className="cursor-pointer select-none hover:text-ink-100">
                {t('deposits.slip.payload')}
              </summary>
              <code className="mt-1 block rounded bg-ink-950/60 p-1.5 font-mono text-[11px] break-all text-ink-200">
                {slip.payload}
              </code>
            </details>
          )}
        </>
      ) : (
        <p className="text-ink-300">{t('deposits.slip.none')}</p>
      )}
    </div>
  );
}

const checkTone = { confirmed: 'success', not_found: 'danger', unavailable: 'gold', none: 'muted' } as const;

/**
 * What the slip check answered, in words a cashier cannot misread: each outcome says
 * itself ("checked: transfer found", "transfer not found", "could not check"), and the checker is
 * named apart, never as "passed <checker>". A slip sent without a readable QR was never checked.
 */
export function CheckInfo({ check, isQrUnread = false }: { check: SlipCheck | null; isQrUnread?: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage();
  if (isQrUnread) {
    return (
      <div>
        <Badge tone="danger">{t('deposits.check.status.unread')}</Badge>
      </div>
    );
  }
  if (!check) {
    return (
      <div>
        <Badge>{t('deposits.check.status.none')}</Badge>
      </div>
    );
  }
  const receiver = [
    check.receiver_bank && (bankOfCode(check.receiver_bank) ?? check.receiver_bank),
    check.receiver_account,
    check.receiver_name,
  ]
    .filter(Boolean)
    .join(' · ');
  const sender = [
    check.sender_bank && (bankOfCode(check.sender_bank) ?? check.sender_bank),
    check.sender_account,
    check.sender_name,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <div className="min-w-0 space-y-0.5 text-xs">
      <p className="flex flex-wrap items-center gap-1.5">
        <Badge tone={checkTone[check.status]}>{t(`deposits.check.status.${check.status}`)}</Badge>
        <span className="text-ink-300">
          {/* the server's provider names ('sandbox', 'http') are codes: named in the console's words */}
          {i18n.exists(`deposits.check.provider.${check.provider}`)
            ? t(`deposits.check.provider.${check.provider}`)
            : check.provider}
        </span>
      </p>
      {check.amount !== null && (
        <p className="tabular text-sm font-semibold text-ink-100">฿{formatBaht(check.amount, lang)}</p>
      )}
      {receiver && (
        <p className="break-words text-ink-200">
          <span className="text-ink-300">{t('deposits.check.receiver')}: </span>
          {receiver}
        </p>
      )}
      {sender && (
        <p className="break-words text-ink-200">
          <span className="text-ink-300">{t('deposits.check.sender')}: </span>
          {sender}
        </p>
      )}
      {check.transferred_at && (
        <p className="text-ink-200">
          <span className="text-ink-300">{t('deposits.check.transferred_at')}: </span>
          <span className="tabular">{formatDateTime(check.transferred_at, lang)}</span>
        </p>
      )}
    </div>
  );
}

/** Why the slip waits for a cashier, in words that say what to do about it. */
export function PendingReasonNote({ reason }: { reason: PendingReason }) {
  const { t } = useTranslation();
  return (
    <div className="mt-1 rounded-md border border-warning/40 bg-warning/10 px-2 py-1 text-xs">
      <p className="font-medium text-warning">{t(`deposits.reason.${reason}`)}</p>
      <p className="text-ink-200">{t(`deposits.reason_hint.${reason}`)}</p>
    </div>
  );
}

/**
 * The automatic re-check of a waiting slip: when the next one comes and which it is, or
 * that they have all been made and the slip is the cashier's now.
 */
export function AutoRecheckNote({ deposit }: { deposit: AdminDeposit }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  if (deposit.status !== 'pending') return null;
  if (deposit.next_check_at)
    return (
      <p className="mt-1 text-xs text-ink-200">
        {t('deposits.recheck.next', {
          time: formatInstant(deposit.next_check_at, lang, 'clock'),
          n: deposit.check_attempts + 1,
        })}
      </p>
    );
  if (deposit.check_attempts === 0) return null;
  return (
    <p className="mt-1 text-xs text-ink-300">{t('deposits.recheck.done', { n: deposit.check_attempts })}</p>
  );
}
