// Spec §2/§5/§8 withdraw tab: balance, limits, the account the money goes to (the member's own,
// registered; never editable here), an amount of whole baht checked by the contract's withdrawForm
// (the server's rules and messages), a confirmation, then the request; success reloads (spec §4).
import { useMemo, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { User } from '@sanam/contract/account.ts';
import { SUCCESS_POPUP_MS, WITHDRAW_MAX_NON_VIP_BAHT, WITHDRAW_MIN_BAHT } from '@sanam/contract/constants.ts';
import { withdrawForm } from '@sanam/contract/wallet.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { isOwing, useFormatBaht, useFormatBalance } from '../../../lib/format.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { pageReload } from '../../../lib/page-reload.ts';
import { BankLogo, useBankName } from '../../../ui/bank-logo.tsx';
import { Button } from '@sanam/ui/button.tsx';
import { LockIcon, WithdrawIcon } from '../../../ui/icons.tsx';
import { usePopup } from '../../../ui/popup.tsx';
import { SupportLink } from '../../../ui/support-link.tsx';
import { TextField } from '@sanam/ui/field.tsx';
import { useRequestWithdraw, WithdrawRefused } from '../api/request-withdraw.ts';
import { RecentWithdrawals } from './recent-requests.tsx';

type FormSchema = ReturnType<typeof withdrawForm>;

/** The member's own bank account, where withdrawals are paid; null when it is not on record. */
function payoutAccount(user: User) {
  if (!user.bank_name || !user.bank_acc_no) return null;
  return { bank: user.bank_name, accountNo: user.bank_acc_no, holder: user.bank_acc_name };
}
type PayoutAccount = NonNullable<ReturnType<typeof payoutAccount>>;

/** Spec §5 "digit keys only": printable keys other than digits never reach the field. */
function blockNonDigitKeys(event: KeyboardEvent<HTMLInputElement>) {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  if (event.key.length === 1 && !/\d/.test(event.key)) event.preventDefault();
}

function Destination({ account }: { account: PayoutAccount }) {
  const { t } = useTranslation();
  const bankName = useBankName();
  return (
    <section
      aria-label={t('wallet.withdraw.destination')}
      className="rounded-xl bg-gradient-to-br from-ink-700 to-ink-800 p-4 ring-1 ring-ink-600/70"
    >
      <p className="mb-2 text-xs font-medium tracking-wide text-ink-300">
        {t('wallet.withdraw.destination')}
      </p>
      <div className="flex items-center gap-3">
        <BankLogo code={account.bank} className="size-11" />
        <div className="min-w-0 flex-1">
          <p className="text-sm break-words text-ink-300">{bankName(account.bank)}</p>
          <p className="text-lg font-semibold tracking-wider text-ink-100 tabular-nums">
            {account.accountNo}
          </p>
          <p className="text-sm break-words text-ink-200">
            {account.holder || t('user_info.no_holder_name')}
          </p>
        </div>
      </div>
      <p className="mt-3 flex items-start gap-2 border-t border-ink-600/60 pt-3 text-xs text-ink-300">
        <LockIcon className="mt-0.5 shrink-0 text-gold-400" />
        {t('wallet.withdraw.change_note')}
      </p>
    </section>
  );
}

function AmountForm({ user, account }: { user: User; account: PayoutAccount }) {
  const { t } = useTranslation();
  const popup = usePopup();
  const formatBaht = useFormatBaht();
  const bankName = useBankName();
  const withdraw = useRequestWithdraw();
  const [isDone, setIsDone] = useState(false);
  // After a failure whose outcome is unknown (no reply, a 5xx), asking again for the same amount
  // reuses the key: if the first request did arrive, the server answers with it instead of a second.
  const uncertain = useRef<{ amount: number; key: string } | null>(null);

  const schema = useMemo(
    () => withdrawForm({ isVip: user.is_vip, balanceBaht: user.balance }),
    [user.is_vip, user.balance],
  );
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<FormSchema>, unknown, z.output<FormSchema>>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '' },
  });
  const amountField = register('amount');

  const onAmountChange = (event: ChangeEvent<HTMLInputElement>) => {
    // pasted or autofilled text keeps its digits only; "007" reads as 7
    const digits = event.target.value.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
    if (digits !== event.target.value) event.target.value = digits;
    void amountField.onChange(event);
  };

  const onValid = async ({ amount: text }: z.output<FormSchema>) => {
    const amount = Number(text);
    const isConfirmed = await popup({
      kind: 'question',
      title: t('wallet.withdraw.confirm_title'),
      text: t('wallet.withdraw.confirm_text', {
        amount: formatBaht(amount),
        bank: bankName(account.bank),
        account: account.accountNo,
        holder: account.holder || t('user_info.no_holder_name'),
      }),
      confirmLabel: t('wallet.withdraw.confirm_send'),
      cancelLabel: t('common.cancel'),
    });
    if (!isConfirmed) return;

    const key = uncertain.current?.amount === amount ? uncertain.current.key : newIdempotencyKey();
    uncertain.current = null;
    try {
      const result = await withdraw.mutateAsync({ body: { amount }, idempotencyKey: key });
      setIsDone(true);
      await popup({
        kind: 'success',
        title: t('wallet.withdraw.success_title'),
        text: result.message || undefined,
        timerMs: SUCCESS_POPUP_MS,
      });
      pageReload.reload();
    } catch (error) {
      const isRefusal =
        error instanceof WithdrawRefused ||
        (error instanceof ApiError && error.status >= 400 && error.status < 500);
      if (isRefusal) {
        // spec §8: the server's own words (minimum, cap, balance, no bank account)
        await popup({ kind: 'error', title: t('wallet.withdraw.failed_title'), text: error.message });
        return;
      }
      uncertain.current = { amount, key };
      if (error instanceof ApiError && error.status >= 500) {
        await popup({ kind: 'error', title: t('wallet.withdraw.failed_title'), text: error.message });
        return;
      }
      // spec §8: a thrown error shows "contact admin"
      await popup({
        kind: 'error',
        title: t('wallet.withdraw.error_title'),
        text: t('withdraw.contact_admin'),
      });
    }
  };

  const maxBaht = Math.max(
    0,
    Math.floor(user.is_vip ? user.balance : Math.min(user.balance, WITHDRAW_MAX_NON_VIP_BAHT)),
  );

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} className="space-y-3">
      <TextField
        label={t('wallet.withdraw.amount_label')}
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        placeholder={t('wallet.withdraw.amount_placeholder', { min: WITHDRAW_MIN_BAHT })}
        hint={t('wallet.withdraw.amount_hint', { max: formatBaht(maxBaht) })}
        error={errors.amount?.message}
        icon={<span aria-hidden="true">฿</span>}
        {...amountField}
        onChange={onAmountChange}
        onKeyDown={blockNonDigitKeys}
      />
      <Button
        type="submit"
        block
        size="lg"
        icon={<WithdrawIcon />}
        isLoading={withdraw.isPending}
        disabled={isSubmitting || isDone}
      >
        {t('wallet.withdraw.submit')}
      </Button>
    </form>
  );
}

export function WithdrawPanel() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const formatBaht = useFormatBaht();
  const formatBalance = useFormatBalance();
  if (!user) return null;
  const account = payoutAccount(user);
  return (
    <div className="space-y-4">
      <div className="rounded-xl bg-ink-900/70 p-4 ring-1 ring-gold-500/30">
        <p className="text-sm text-ink-300">{t('wallet.withdraw.balance')}</p>
        <p
          className={`mt-1 text-2xl font-semibold tabular-nums ${isOwing(user.balance) ? 'text-danger' : 'text-gold-400'}`}
        >
          {formatBalance(user.balance)}
        </p>
        {isOwing(user.balance) ? (
          <p className="mt-1 text-xs text-danger">{t('user_info.owed_note')}</p>
        ) : null}
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="rounded-xl bg-ink-900/50 p-3 ring-1 ring-ink-600/50">
          <dt className="text-ink-300">{t('wallet.withdraw_min')}</dt>
          <dd className="mt-0.5 font-semibold text-ink-100 tabular-nums">฿{formatBaht(WITHDRAW_MIN_BAHT)}</dd>
        </div>
        <div className="rounded-xl bg-ink-900/50 p-3 ring-1 ring-ink-600/50">
          <dt className="text-ink-300">{t('wallet.withdraw_max')}</dt>
          <dd className="mt-0.5 font-semibold text-ink-100 tabular-nums">
            {user.is_vip ? t('wallet.no_limit_vip') : `฿${formatBaht(WITHDRAW_MAX_NON_VIP_BAHT)}`}
          </dd>
        </div>
      </dl>
      {account ? (
        <>
          <Destination account={account} />
          <AmountForm user={user} account={account} />
        </>
      ) : (
        <div
          role="note"
          className="rounded-xl bg-warning/10 p-4 text-center text-sm text-ink-200 ring-1 ring-warning/40"
        >
          <p>{t('withdraw.no_bank')}</p>
          <SupportLink className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-gold-400 ring-1 ring-gold-500/40 hover:bg-gold-500/10" />
        </div>
      )}
      <RecentWithdrawals />
    </div>
  );
}
