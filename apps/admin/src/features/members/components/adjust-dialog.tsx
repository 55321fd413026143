import { zodResolver } from '@hookform/resolvers/zod';
import {
  adjustKind,
  memberAdjustRequest,
  type AdminMember,
  type MemberAdjustRequest,
} from '@sanam/contract/admin.ts';
import { bahtToSatang, formatBaht, satangToBaht } from '@sanam/contract/money.ts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { showServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useIssueText } from '../../../lib/issue-text.ts';
import { TextAreaField, TextField } from '@sanam/ui/field.tsx';
import { useAdjustMember } from '../api/adjust-member.ts';
import { DoneNotice, MemberActionDialog } from './member-action-dialog.tsx';
import { MemberBalance } from './member-balance.tsx';

type FormInput = z.input<typeof memberAdjustRequest>;

/** The text box holds what was typed; anything that is not a plain decimal becomes NaN and fails the contract schema. */
function parseAmount(text: unknown): number {
  const value = typeof text === 'string' ? text.trim() : '';
  return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
}

const formFields = ['amount', 'reason', 'kind'] as const;

export function AdjustDialog({ member, onClose }: { member: AdminMember; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const adjust = useAdjustMember(member.id, idempotencyKey);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, MemberAdjustRequest>({
    resolver: zodResolver(memberAdjustRequest),
    defaultValues: { reason: '', kind: 'adjustment' },
  });
  const amount = useWatch({ control, name: 'amount' });
  const amountSatang = typeof amount === 'number' ? bahtToSatang(amount) : null;
  const balanceSatang = bahtToSatang(member.balance);
  const previewSatang =
    amountSatang !== null && amountSatang !== 0 && balanceSatang !== null
      ? balanceSatang + amountSatang
      : null;

  const issueText = useIssueText();

  const onSubmit = handleSubmit(async (values) => {
    try {
      await adjust.mutateAsync(values);
    } catch (error) {
      showServerFieldErrors(error, formFields, setError);
    }
  });

  return (
    <MemberActionDialog
      title={t('members.adjust.title')}
      onClose={onClose}
      done={
        adjust.isSuccess && (
          <DoneNotice title={t('admin.adjusted')}>
            {t('members.adjust.new_balance', { username: adjust.data.username })}{' '}
            <MemberBalance balance={adjust.data.balance} />
          </DoneNotice>
        )
      }
      summary={
        <dl className="mb-4 grid grid-cols-2 gap-2 rounded-lg bg-ink-900/60 p-3 text-sm">
          <dt className="text-ink-300">{t('members.col.member')}</dt>
          <dd className="truncate text-right font-medium">{member.username}</dd>
          <dt className="text-ink-300">{t('members.adjust.current_balance')}</dt>
          <dd className="text-right">
            <MemberBalance balance={member.balance} className="font-medium" />
          </dd>
        </dl>
      }
      error={adjust.error}
      onSubmit={(event) => void onSubmit(event)}
      isSubmitting={isSubmitting}
      submitLabel={t('members.adjust.submit')}
    >
      <fieldset>
        <legend className="mb-1 block text-xs font-medium tracking-wide text-ink-300 uppercase">
          {t('members.adjust.kind')}
        </legend>
        <div className="grid grid-cols-2 gap-2">
          {adjustKind.options.map((kind) => (
            <label
              key={kind}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-ink-600 bg-ink-950/40 px-3 py-2 text-sm has-checked:border-gold-500 has-checked:bg-gold-500/10"
            >
              <input type="radio" value={kind} className="accent-gold-500" {...register('kind')} />
              {t(`members.adjust.kind_${kind}`)}
            </label>
          ))}
        </div>
        {errors.kind?.message && <p className="mt-1 text-xs text-danger">{issueText(errors.kind.message)}</p>}
      </fieldset>
      <TextField
        label={t('members.adjust.amount')}
        inputMode="text"
        autoComplete="off"
        placeholder="0.00"
        hint={
          previewSatang !== null ? (
            <span className={previewSatang < 0 ? 'text-danger' : undefined}>
              {t('members.adjust.preview')}{' '}
              <span className="tabular">฿{formatBaht(satangToBaht(previewSatang), lang)}</span>
            </span>
          ) : (
            t('members.adjust.amount_hint')
          )
        }
        error={errors.amount?.message}
        {...register('amount', { setValueAs: parseAmount })}
      />
      <TextAreaField
        id="adjust-reason"
        label={t('members.adjust.reason')}
        rows={3}
        error={errors.reason?.message}
        {...register('reason')}
      />
    </MemberActionDialog>
  );
}
