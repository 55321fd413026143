// The offer to set a deposit limit ("ตั้งวงเงินฝาก"), made once: as a dialog when a new member arrives
// from the register screen, or at the top of the deposit tab when a member who has never deposited
// and has no deposit limit opens it. The same form in both: a daily, weekly and monthly amount, any
// of them left empty, sent as the limits page sends them (POST /user/play/limits, the contract's
// playLimitRequest); "not now" skips it. Either answer is remembered for the member in this browser.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SUCCESS_POPUP_MS } from '@sanam/contract/constants.ts';
import { playLimitRequest, type PlayLimitRequest } from '@sanam/contract/play.ts';
import { Button } from '@sanam/ui/button.tsx';
import { Dialog } from '@sanam/ui/dialog.tsx';
import { TextField } from '@sanam/ui/field.tsx';
import { FormError } from '@sanam/ui/form-error.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { ShieldIcon } from '../../../ui/icons.tsx';
import { usePopup } from '../../../ui/popup.tsx';
import type { FirstDepositOfferProps } from '../../../ui/deposit-limit-offer.tsx';
import { DEPOSIT_LIMIT_KEYS, useHasDepositLimit } from '../api/deposit-limits.ts';
import { useSetLimit } from '../api/play.ts';

type DepositKey = (typeof DEPOSIT_LIMIT_KEYS)[number];

/** localStorage: this member answered the offer (saved or "not now"), so it is not made again. */
const answeredKey = (memberId: number) => `deposit_limit_offer:${memberId}`;

export function hasAnsweredOffer(memberId: number): boolean {
  try {
    return localStorage.getItem(answeredKey(memberId)) !== null;
  } catch {
    return false; // storage blocked: the offer may come again, which is harmless
  }
}

function rememberAnswer(memberId: number, answer: 'saved' | 'skipped'): void {
  try {
    localStorage.setItem(answeredKey(memberId), answer);
  } catch {
    // storage blocked: remembered for this page only (the offer unmounts)
  }
}

const EMPTY: Record<DepositKey, string> = { deposit_day: '', deposit_week: '', deposit_month: '' };

/** The form both offers hold. `onDone` runs once the member has saved or skipped. */
export function DepositLimitPrompt({ onDone }: { onDone: (answer: 'saved' | 'skipped') => void }) {
  const { t } = useTranslation();
  const popup = usePopup();
  const setLimit = useSetLimit();
  const [amounts, setAmounts] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<DepositKey, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const idBase = useId();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const requests: PlayLimitRequest[] = [];
    const found: Partial<Record<DepositKey, string>> = {};
    for (const key of DEPOSIT_LIMIT_KEYS) {
      const text = amounts[key].trim();
      if (text === '') continue;
      const parsed = playLimitRequest.safeParse({ key, amount: Number(text) });
      if (parsed.success) requests.push(parsed.data);
      else found[key] = parsed.error.issues[0]?.message ?? 'validation.amount_positive';
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return setFormError(null);
    if (requests.length === 0) return setFormError(t('deposit_prompt.need_one'));
    setFormError(null);
    setIsSaving(true);
    try {
      // one by one, as the limits page sends them: a refusal stops at the limit it names
      for (const request of requests) await setLimit.mutateAsync(request);
    } catch (error) {
      setIsSaving(false);
      return setFormError(
        error instanceof ApiError && error.message ? error.message : t('deposit_prompt.failed'),
      );
    }
    setIsSaving(false);
    onDone('saved');
    await popup({ kind: 'success', title: t('deposit_prompt.saved'), timerMs: SUCCESS_POPUP_MS });
  };

  return (
    <form noValidate onSubmit={(e) => void save(e)} className="space-y-4">
      <p className="text-sm leading-relaxed text-ink-200">{t('deposit_prompt.text')}</p>
      {formError ? <FormError>{formError}</FormError> : null}
      <div className="grid gap-3 sm:grid-cols-3">
        {DEPOSIT_LIMIT_KEYS.map((key) => (
          <TextField
            key={key}
            id={`${idBase}-${key}`}
            label={t(`deposit_prompt.${key}`)}
            inputMode="decimal"
            autoComplete="off"
            value={amounts[key]}
            onChange={(e) => setAmounts((a) => ({ ...a, [key]: e.target.value }))}
            {...(errors[key] === undefined ? {} : { error: errors[key] })}
          />
        ))}
      </div>
      <p className="text-xs text-ink-400">{t('deposit_prompt.later')}</p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={() => onDone('skipped')} disabled={isSaving}>
          {t('deposit_prompt.not_now')}
        </Button>
        <Button type="submit" isLoading={isSaving}>
          {t('deposit_prompt.save')}
        </Button>
      </div>
    </form>
  );
}

/** The dialog a new member meets on arriving from the register screen; closing it is "not now". */
export function NewMemberDepositLimitDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const answer = (given: 'saved' | 'skipped') => {
    if (user) rememberAnswer(user.id, given);
    onClose();
  };
  return (
    <Dialog
      title={t('deposit_prompt.title')}
      icon={<ShieldIcon />}
      onClose={() => answer('skipped')}
      topMargin="10vh"
    >
      <DepositLimitPrompt onDone={answer} />
    </Dialog>
  );
}

/**
 * The deposit tab's offer: made to a member who has never deposited, has no deposit limit (set or
 * waiting) and has not answered it before; nothing while any of that is unknown or cannot be read,
 * so the deposit itself is never in its way.
 */
export function FirstDepositOffer({ hasDeposited }: FirstDepositOfferProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const titleId = useId();
  const [answered, setAnswered] = useState(() => user === null || hasAnsweredOffer(user.id));
  const isCandidate = hasDeposited === false && !answered;
  const hasLimit = useHasDepositLimit(isCandidate);
  if (!isCandidate || hasLimit.data !== false) return null;
  const answer = (given: 'saved' | 'skipped') => {
    if (user) rememberAnswer(user.id, given);
    setAnswered(true);
  };
  return (
    <section aria-labelledby={titleId} className="rounded-xl bg-ink-900/70 p-4 ring-1 ring-gold-500/40">
      <h3 id={titleId} className="mb-2 flex items-center gap-2 font-semibold text-ink-100">
        <ShieldIcon className="text-gold-400" />
        {t('deposit_prompt.title')}
      </h3>
      <DepositLimitPrompt onDone={answer} />
    </section>
  );
}
