import { PASSWORD_MIN, VERIFICATION_CODE_LENGTH } from '@yonder/contract/auth';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { TextField, type TextFieldProps } from '#components/ui/text-field.tsx';

/** The fields the three auth modes share; each takes what `useAuthForm().field` gives it. */
type FieldProps = Omit<TextFieldProps, 'label'>;

export function EmailField(props: FieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('fields.email')}
      type="email"
      inputMode="email"
      autoComplete="email"
      placeholder={t('fields.emailPlaceholder')}
      {...props}
    />
  );
}

export function CodeField(props: FieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('fields.code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={VERIFICATION_CODE_LENGTH}
      placeholder={t('fields.codePlaceholder')}
      {...props}
    />
  );
}

/** A password being chosen (sign-up or reset), with the minimum-length hint. */
export function NewPasswordField({ label, ...props }: FieldProps & { label: string }) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={label}
      type="password"
      autoComplete="new-password"
      hint={t('fields.passwordHint', { min: PASSWORD_MIN })}
      {...props}
    />
  );
}

export function SubmitButton({
  isSubmitting,
  label,
  busyLabel,
}: {
  isSubmitting: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <Button type="submit" className="h-11 w-full" disabled={isSubmitting}>
      {isSubmitting ? busyLabel : label}
    </Button>
  );
}
