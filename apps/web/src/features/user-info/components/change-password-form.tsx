// Spec §2/§4/§5/§8: the inline change-password form of the user-info dialog.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN, SUCCESS_POPUP_MS } from '@sanam/contract/constants.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { Button } from '@sanam/ui/button.tsx';
import { TextField } from '@sanam/ui/field.tsx';
import { LockIcon } from '../../../ui/icons.tsx';
import { usePopup, type PopupKind } from '../../../ui/popup.tsx';
import { changePassword } from '../api/change-password.ts';

interface Fields {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}
const EMPTY: Fields = { oldPassword: '', newPassword: '', confirmPassword: '' };

const FIELDS: readonly { name: keyof Fields; label: string; autoComplete: string }[] = [
  { name: 'oldPassword', label: 'chpw.old', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'chpw.new', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'chpw.confirm', autoComplete: 'new-password' },
];

type RuleBreak = { kind: PopupKind; key: 'incomplete' | 'too_short' | 'mismatch' | 'same' };

/** Spec §5, checked in this order; the first broken rule is the one shown. */
export function firstBrokenRule({ oldPassword, newPassword, confirmPassword }: Fields): RuleBreak | null {
  if (!oldPassword || !newPassword || !confirmPassword) return { kind: 'warning', key: 'incomplete' };
  if (newPassword.length < PASSWORD_MIN) return { kind: 'warning', key: 'too_short' };
  if (newPassword !== confirmPassword) return { kind: 'warning', key: 'mismatch' };
  if (newPassword === oldPassword) return { kind: 'info', key: 'same' };
  return null;
}

/** A 4xx answered with {success:false, message} is the server saying no, not a crash. */
function isRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    typeof error.body === 'object' &&
    error.body !== null &&
    (error.body as { success?: unknown }).success === false
  );
}

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const popup = usePopup();
  const [isExpanded, setIsExpanded] = useState(false);
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [isSaving, setIsSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const collapse = () => {
    setFields(EMPTY);
    setRefusal(null);
    setIsExpanded(false);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const broken = firstBrokenRule(fields);
    if (broken) {
      await popup({
        kind: broken.kind,
        title: t(`chpw.rules.${broken.key}.title`),
        text: t(`chpw.rules.${broken.key}.text`),
      });
      return;
    }
    setIsSaving(true);
    try {
      const reply = await changePassword({
        oldPassword: fields.oldPassword,
        newPassword: fields.newPassword,
      });
      if (!reply.success) {
        setRefusal(reply.message || t('chpw.failed_fallback'));
        return;
      }
      await popup({
        kind: 'success',
        title: t('chpw.success_title'),
        text: t('chpw.success_text'),
        timerMs: SUCCESS_POPUP_MS,
      });
      collapse();
    } catch (error) {
      if (isRefusal(error)) {
        setRefusal(error.message || t('chpw.failed_fallback'));
        return;
      }
      const message = error instanceof Error && error.message ? error.message : t('chpw.error_fallback');
      await popup({ kind: 'error', title: t('chpw.error_title'), text: message });
    } finally {
      setIsSaving(false);
    }
  };

  if (!isExpanded) {
    return (
      <Button
        variant="secondary"
        block
        icon={<LockIcon />}
        onClick={() => setIsExpanded(true)}
        aria-expanded={false}
      >
        {t('chpw.open')}
      </Button>
    );
  }

  const set = (name: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={t('chpw.form_label')}
      className="space-y-3 rounded-xl bg-ink-900/70 p-4 ring-1 ring-ink-600/60"
    >
      <p className="flex items-center gap-2 font-medium text-ink-100">
        <LockIcon className="text-gold-400" />
        {t('chpw.form_label')}
      </p>
      {FIELDS.map(({ name, label, autoComplete }) => (
        <TextField
          key={name}
          label={t(label)}
          revealable
          autoComplete={autoComplete}
          value={fields[name]}
          onChange={set(name)}
        />
      ))}
      {refusal ? (
        <p
          role="alert"
          className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger ring-1 ring-danger/30"
        >
          {refusal}
        </p>
      ) : null}
      <div className="flex gap-3 pt-1">
        <Button variant="secondary" block disabled={isSaving} onClick={collapse}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" block disabled={isSaving}>
          {isSaving ? t('chpw.saving') : t('chpw.save')}
        </Button>
      </div>
    </form>
  );
}
