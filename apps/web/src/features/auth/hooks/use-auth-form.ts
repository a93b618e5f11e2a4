import { PASSWORD_MIN } from '@yonder/contract/auth';
import { useState, type ChangeEvent } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { toast } from '#lib/toast.ts';
import { zodFormResolver, type FormIssue } from '#lib/zod-form.ts';
import type { AuthProblem } from '../utils/validate';

type Options<Values extends Record<string, string>> = {
  /** The contract's schema of the request: the server checks the very same rules. */
  schema: z.ZodType<unknown, Values>;
  defaultValues: Values;
  /** The auth namespace's message key for a failed rule (the spec's own words). */
  messageKey: (issue: FormIssue<Values>) => string;
};

/**
 * One auth form on react-hook-form: each problem beside its field (and told as a toast), a
 * problem about the whole form said inside the dialog, and the server's refusal said the same way;
 * what was typed is never lost.
 */
export function useAuthForm<Values extends Record<string, string>>({
  schema,
  defaultValues,
  messageKey,
}: Options<Values>) {
  const { t } = useTranslation('auth');
  const message = (key: string) => t(key, { min: PASSWORD_MIN });
  // Toasts sit outside the modal dialog, hidden from assistive technology while it is open: the
  // same words are also said in the dialog (see FormAnnouncement).
  const [announcement, setAnnouncement] = useState('');
  const form = useForm<Values>({
    defaultValues: defaultValues as DefaultValues<Values>,
    resolver: zodFormResolver(schema, (issue) => message(messageKey(issue))),
    reValidateMode: 'onSubmit',
  });

  const field = (name: Path<Values>, normalise?: (value: string) => string) => {
    const registered = form.register(name, {
      onChange: () => {
        form.clearErrors(name);
        setAnnouncement('');
      },
    });
    return {
      ...registered,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        if (normalise) event.target.value = normalise(event.target.value);
        return registered.onChange(event);
      },
      error: (form.formState.errors[name]?.message as string | undefined) ?? null,
    };
  };

  /** A problem found before sending (a field's, or the whole form's when it has no field). */
  const report = (found: AuthProblem) => {
    const text = message(found.key);
    if (found.field)
      form.setError(
        found.field as Path<Values>,
        { type: 'manual', message: text },
        { shouldFocus: true },
      );
    setAnnouncement(found.field ? '' : text);
    toast.error(text);
  };

  /** The first field error, told as a toast too (react-hook-form focuses its field). */
  const onInvalid = (errors: FieldErrors<Values>) => {
    const first = Object.values(errors).find((error) => error?.message);
    if (first?.message) toast.error(String(first.message));
  };

  /** A failure told by the server (already translated) or a fixed text. */
  const fail = (text: string) => {
    setAnnouncement(text);
    toast.error(text);
  };

  return { form, field, report, onInvalid, fail, announcement };
}
