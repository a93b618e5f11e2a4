import { zodResolver } from '@hookform/resolvers/zod';
import type { Resume } from '@yonder/contract/resumes';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { draftSchema, toDraft, type Draft } from '../utils/draft';

type Issue = Parameters<z.core.$ZodErrorMap>[0];

/**
 * The editor's form: the resume as react-hook-form values, checked on every change by the
 * contract's schema. Each refused field says why beside itself, in the interface language; what
 * was typed stays as typed (the server cleans and trims on save).
 */
export function useDraftForm(resume: Resume) {
  const { t } = useTranslation('resume');
  const messageFor = (issue: Issue) => {
    if (issue.path?.[0] === 'title' && issue.code === 'too_small') return t('editor.titleRequired');
    // Limits are the only other rules a value typed here can break.
    if (issue.code !== 'too_big') return undefined;
    const count = (issue.input as string | unknown[]).length;
    const key = issue.origin === 'array' ? 'validation.tooMany' : 'validation.tooLong';
    return t(key, { max: Number(issue.maximum), count });
  };
  return useForm<Draft>({
    defaultValues: toDraft(resume),
    mode: 'onChange',
    // The form holds whole documents: the schema's output, which its looser input also accepts.
    resolver: zodResolver(draftSchema, { error: messageFor }, { raw: true }) as Resolver<Draft>,
  });
}
