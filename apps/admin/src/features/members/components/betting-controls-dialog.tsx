import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminMember } from '@sanam/contract/admin.ts';
import { memberBetControlsRequest, type MemberBetControlsRequest } from '@sanam/contract/risk.ts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { showServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { CheckboxField, TextField } from '@sanam/ui/field.tsx';
import { useSetBettingControls } from '../api/set-betting-controls.ts';
import { bettingControlsText } from './betting-controls-text.ts';
import { DoneNotice, MemberActionDialog } from './member-action-dialog.tsx';

type FormInput = z.input<typeof memberBetControlsRequest>;

/** A typed number: blank is null (cleared: the round's), a plain decimal its number, anything else NaN (refused). */
function parseOptional(text: unknown): number | null {
  if (typeof text === 'number') return text;
  const value = typeof text === 'string' ? text.trim().replace(/,/g, '') : '';
  if (value === '') return null;
  return /^\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
}

const formFields = ['bet_suspended', 'max_bet', 'limit_factor', 'refer_above'] as const;

/**
 * A member's own betting controls: suspend their betting (they still sign in, deposit and
 * withdraw), their largest stake, a factor on the round's maximum stake and per-side cap, and the
 * stake above which their bets wait for the desk (in place of the stadium's threshold).
 * The form rule is the server's (memberBetControlsRequest).
 */
export function BettingControlsDialog({ member, onClose }: { member: AdminMember; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const save = useSetBettingControls(member.id);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, MemberBetControlsRequest>({
    resolver: zodResolver(memberBetControlsRequest),
    defaultValues: {
      bet_suspended: member.bet_suspended,
      max_bet: member.max_bet,
      limit_factor: member.limit_factor,
      refer_above: member.refer_above,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
    } catch (error) {
      showServerFieldErrors(error, formFields, setError);
    }
  });

  return (
    <MemberActionDialog
      title={t('members.betting.title')}
      onClose={onClose}
      done={
        save.isSuccess && (
          <DoneNotice title={t('admin.member_betting_saved')}>
            {save.data.username}:{' '}
            <span className="font-semibold text-ink-100">{bettingControlsText(t, save.data, lang)}</span>
          </DoneNotice>
        )
      }
      summary={
        <dl className="mb-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-2 rounded-lg bg-ink-900/60 p-3 text-sm">
          <dt className="text-ink-300">{t('members.col.member')}</dt>
          <dd className="truncate text-right font-medium">{member.username}</dd>
          <dt className="text-ink-300">{t('members.betting.now')}</dt>
          <dd className="text-right font-medium">{bettingControlsText(t, member, lang)}</dd>
        </dl>
      }
      error={save.error}
      onSubmit={(event) => void onSubmit(event)}
      isSubmitting={isSubmitting}
      submitLabel={t('members.betting.submit')}
    >
      <CheckboxField label={t('members.betting.suspend')} {...register('bet_suspended')} />
      <TextField
        label={t('members.betting.max_bet')}
        inputMode="decimal"
        autoComplete="off"
        hint={t('members.betting.max_bet_hint')}
        error={errors.max_bet?.message}
        {...register('max_bet', { setValueAs: parseOptional })}
      />
      <TextField
        label={t('members.betting.factor')}
        inputMode="decimal"
        autoComplete="off"
        placeholder="1"
        hint={t('members.betting.factor_hint')}
        error={errors.limit_factor?.message}
        {...register('limit_factor', { setValueAs: parseOptional })}
      />
      <TextField
        label={t('members.betting.refer_above')}
        inputMode="decimal"
        autoComplete="off"
        hint={t('members.betting.refer_above_hint')}
        error={errors.refer_above?.message}
        {...register('refer_above', { setValueAs: parseOptional })}
      />
    </MemberActionDialog>
  );
}
