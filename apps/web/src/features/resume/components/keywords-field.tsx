import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InputField } from './form-fields';

type Props = { label: string; value: string[]; onChange: (value: string[]) => void };

const parse = (text: string) =>
  text
    .split(/[,，、;；]/)
    .map((part) => part.trim())
    .filter(Boolean);
const same = (a: string[], b: string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/** Keywords typed as one line, split on commas (Chinese ones too); the typed text is kept as is. */
export function KeywordsField({ label, value, onChange }: Props) {
  const { t } = useTranslation('resume');
  const [text, setText] = useState(() => value.join(', '));
  // A change from outside (undo, the latest version) replaces the text.
  const shown = same(parse(text), value) ? text : value.join(', ');
  return (
    <InputField
      label={label}
      hint={t('fields.keywordsHint')}
      value={shown}
      onChange={(next) => {
        setText(next);
        onChange(parse(next));
      }}
    />
  );
}
