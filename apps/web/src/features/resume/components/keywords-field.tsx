import { useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { textInputClass } from '#components/ui/text-field.tsx';
import type { Draft } from '../utils/draft';
import { itemErrorMessage, listErrorMessage, type TextListPath } from '../utils/draft-paths';
import { describedBy, FieldFrame } from './form-fields';

type Props = { name: TextListPath; label: string };

const parse = (text: string) =>
  text
    .split(/[,，、;；]/)
    .map((part) => part.trim())
    .filter(Boolean);
const same = (a: string[], b: string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/** Keywords typed as one line, split on commas (Chinese ones too); the typed text is kept as is. */
export function KeywordsField({ name, label }: Props) {
  const { t } = useTranslation('resume');
  const id = useId();
  const { field, fieldState } = useController<Draft, TextListPath>({ name });
  const [text, setText] = useState(() => field.value.join(', '));
  // A change from outside (undo, the latest version) replaces the text.
  const shown = same(parse(text), field.value) ? text : field.value.join(', ');
  const error =
    listErrorMessage(fieldState.error) ??
    field.value.map((_, index) => itemErrorMessage(fieldState.error, index)).find(Boolean);
  const hint = t('fields.keywordsHint');
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input
        {...field}
        id={id}
        value={shown}
        onChange={(event) => {
          setText(event.target.value);
          field.onChange(parse(event.target.value));
        }}
        {...describedBy(id, hint, error)}
        className={textInputClass(Boolean(error))}
      />
    </FieldFrame>
  );
}
