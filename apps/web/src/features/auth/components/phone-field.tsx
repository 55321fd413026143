// The member's phone, asked the same way by the login and register screens (spec §2).
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '@sanam/ui/field.tsx';

export function PhoneField(props: Omit<TextFieldProps, 'label'>) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('fields.phone')}
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      placeholder="0812345678"
      {...props}
    />
  );
}
