import type { ApplicationStatus } from '@yonder/contract/applications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { ApiError } from '#lib/api-client.ts';
import { useTrackJob } from '../hooks/use-track-job';

export type HandValues = {
  title: string;
  company: string;
  location: string;
  url: string;
  salary?: string;
};

type Props = {
  status: ApplicationStatus;
  onDone: () => void;
  /** What a page already gave (its address, maybe a title): the form starts from it. */
  initial?: Partial<HandValues>;
  /** The address is fixed (the job was added by its link). */
  isUrlFixed?: boolean;
};

/** An outside job typed in: title and company required, location and link optional. */
export function AddByHand({ status, onDone, initial, isUrlFixed = false }: Props) {
  const { t } = useTranslation('tracker');
  const [values, setValues] = useState<HandValues>({
    title: initial?.title ?? '',
    company: initial?.company ?? '',
    location: initial?.location ?? '',
    url: initial?.url ?? '',
    salary: initial?.salary ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const track = useTrackJob();
  const set = (key: keyof HandValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));
  const submit = () => {
    const missing: Record<string, string> = {};
    if (!values.title.trim()) missing.title = t('add.required');
    if (!values.company.trim()) missing.company = t('add.required');
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    track.mutate(
      { ...values, source: isUrlFixed ? 'url' : 'manual', status },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (error instanceof ApiError)
            setErrors(Object.fromEntries(error.errors.map((e) => [e.field, e.message])));
        },
      },
    );
  };
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextField
        label={t('add.jobTitle')}
        value={values.title}
        onChange={set('title')}
        maxLength={300}
        error={errors.title}
        required
      />
      <TextField
        label={t('add.company')}
        value={values.company}
        onChange={set('company')}
        maxLength={300}
        error={errors.company}
        required
      />
      <TextField
        label={t('add.location')}
        value={values.location}
        onChange={set('location')}
        maxLength={300}
        error={errors.location}
      />
      <TextField
        type="url"
        label={t('add.link')}
        value={values.url}
        onChange={set('url')}
        maxLength={2000}
        error={errors.url}
        readOnly={isUrlFixed}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={track.isPending}>
          {t('add.submit')}
        </Button>
      </div>
    </form>
  );
}
