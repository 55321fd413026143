// The admin's forms on a staff account: add, edit (role, active), reset the password.
// Each is checked with the contract's schema, the same the server checks with, and the server's
// refusals (a taken username, the last admin) are shown on the form.
import { zodResolver } from '@hookform/resolvers/zod';
import { OPERATOR_ROLES, type OperatorRole } from '@sanam/contract/constants.ts';
import {
  staffCreateRequest,
  staffPasswordReset,
  type StaffCreateRequest,
  type StaffPasswordReset,
  type StaffRow,
} from '@sanam/contract/staff.ts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@sanam/ui/dialog.tsx';
import { CheckboxField, TextField } from '@sanam/ui/field.tsx';
import { FormActions } from '@sanam/ui/form-actions.tsx';
import { FormError } from '@sanam/ui/form-error.tsx';
import { SegmentedControl } from '@sanam/ui/segmented-control.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { showServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { useCreateStaff, useResetStaffPassword, useUpdateStaff } from '../api/save-staff.ts';

type Close = (doneText?: string) => void;

function FormDialog({
  title,
  onClose,
  isSubmitting,
  error,
  submitLabel,
  onSubmit,
  children,
}: {
  title: string;
  onClose: Close;
  isSubmitting: boolean;
  error: unknown;
  submitLabel: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <Dialog title={title} onClose={() => onClose()} isDismissable={!isSubmitting}>
      <form noValidate className="space-y-4 p-4" onSubmit={onSubmit}>
        {error ? <FormError>{errorMessage(error)}</FormError> : null}
        {children}
        <FormActions onCancel={() => onClose()} isSubmitting={isSubmitting} submitLabel={submitLabel} />
      </form>
    </Dialog>
  );
}

function RolePicker({ value, onChange }: { value: OperatorRole; onChange: (role: OperatorRole) => void }) {
  const { t } = useTranslation();
  return (
    <div>
      <p className="mb-1 block text-xs font-medium tracking-wide text-ink-300 uppercase">
        {t('staff.form.role')}
      </p>
      <SegmentedControl
        label={t('staff.form.role')}
        options={OPERATOR_ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }))}
        value={value}
        onChange={onChange}
      />
      <p className="mt-1 text-xs text-ink-300">{t(`staff.role_hint.${value}`)}</p>
    </div>
  );
}

export function AddStaffDialog({ onClose }: { onClose: Close }) {
  const { t } = useTranslation();
  const create = useCreateStaff();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<StaffCreateRequest>({
    resolver: zodResolver(staffCreateRequest),
    defaultValues: { username: '', role: 'cashier', password: '' },
  });
  const role = useWatch({ control, name: 'role' });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const row = await create.mutateAsync(values);
      onClose(t(row.awaiting_approval ? 'staff.request_waiting' : 'staff.created'));
    } catch (error) {
      showServerFieldErrors(error, ['username', 'role', 'password'], setError);
    }
  });
  return (
    <FormDialog
      title={t('staff.add')}
      onClose={onClose}
      isSubmitting={isSubmitting}
      error={create.error}
      submitLabel={t('staff.form.add_submit')}
      onSubmit={(e) => void onSubmit(e)}
    >
      <TextField
        label={t('staff.form.username')}
        autoComplete="off"
        hint={t('staff.form.username_hint')}
        error={errors.username?.message}
        {...register('username')}
      />
      <RolePicker value={role} onChange={(r) => setValue('role', r)} />
      <TextField
        label={t('staff.form.password')}
        type="text"
        autoComplete="off"
        hint={t('staff.form.password_hint')}
        error={errors.password?.message}
        {...register('password')}
      />
    </FormDialog>
  );
}

export function EditStaffDialog({
  row,
  isSelf,
  onClose,
}: {
  row: StaffRow;
  isSelf: boolean;
  onClose: Close;
}) {
  const { t } = useTranslation();
  const update = useUpdateStaff(row.id);
  const [role, setRole] = useState<OperatorRole>(row.role);
  const [isActive, setActive] = useState(row.is_active);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      {
        ...(role !== row.role ? { role } : {}),
        ...(isActive !== row.is_active ? { is_active: isActive } : {}),
      },
      {
        onSuccess: (saved) =>
          // made an admin: nothing changed yet, a second admin decides
          onClose(
            t(
              saved.pending_request === 'make_admin' && saved.role === row.role
                ? 'staff.request_waiting'
                : 'staff.updated',
            ),
          ),
      },
    );
  };
  const isUnchanged = role === row.role && isActive === row.is_active;
  return (
    <FormDialog
      title={t('staff.edit_label', { username: row.username })}
      onClose={onClose}
      isSubmitting={update.isPending}
      error={update.error}
      submitLabel={t('staff.form.save')}
      onSubmit={(e) => (isUnchanged ? onClose() : onSubmit(e))}
    >
      {isSelf && (
        <p className="rounded-lg bg-ink-900/60 p-3 text-xs text-ink-300">{t('staff.form.self_hint')}</p>
      )}
      <RolePicker value={role} onChange={setRole} />
      <div>
        <CheckboxField
          label={t('staff.form.is_active')}
          checked={isActive}
          onChange={(e) => setActive(e.target.checked)}
        />
        {!isActive && row.is_active && (
          <p className="mt-1 text-xs text-warning">{t('staff.form.disable_hint')}</p>
        )}
      </div>
    </FormDialog>
  );
}

export function ResetPasswordDialog({ row, onClose }: { row: StaffRow; onClose: Close }) {
  const { t } = useTranslation();
  const reset = useResetStaffPassword(row.id);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<StaffPasswordReset>({
    resolver: zodResolver(staffPasswordReset),
    defaultValues: { password: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await reset.mutateAsync(values);
      onClose(t(saved.role === 'admin' ? 'staff.request_waiting' : 'staff.password_reset_done'));
    } catch (error) {
      showServerFieldErrors(error, ['password'], setError);
    }
  });
  return (
    <FormDialog
      title={t('staff.reset_label', { username: row.username })}
      onClose={onClose}
      isSubmitting={isSubmitting}
      error={reset.error}
      submitLabel={t('staff.form.reset_submit')}
      onSubmit={(e) => void onSubmit(e)}
    >
      <TextField
        label={t('staff.form.new_password')}
        type="text"
        autoComplete="off"
        hint={t('staff.form.reset_hint')}
        error={errors.password?.message}
        {...register('password')}
      />
    </FormDialog>
  );
}
