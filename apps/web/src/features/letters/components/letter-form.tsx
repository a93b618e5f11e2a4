import type { LetterPosition, LetterTone } from '@yonder/contract/cover-letters';
import { LETTER_POSITIONS, LETTER_TONES } from '@yonder/contract/cover-letters';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Wand2 } from 'lucide-react';
import type { LetterForm as Form } from '@yonder/career-ai/letters/template';
import { Button } from '#components/ui/button.tsx';
import { cn } from '#lib/cn.ts';
import { controlClass, labelClass, panelClass } from './field-classes';

type Props = {
  form: Form;
  position: LetterPosition;
  onPosition: (position: LetterPosition) => void;
  onChange: (form: Form) => void;
  onGenerate: () => void;
};

/** Spec 2.11's form: position, company, job title, highlights and tone; Generate writes locally. */
export function LetterForm({ form, position, onPosition, onChange, onGenerate }: Props) {
  const { t } = useTranslation('letters');
  const id = useId();
  const set = (patch: Partial<Form>) => onChange({ ...form, ...patch });
  return (
    <form
      className={panelClass}
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        onGenerate();
      }}
    >
      <h2 id={`${id}-heading`} className="text-base font-semibold text-slate-900">
        {t('form.heading')}
      </h2>
      <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-position`} className={labelClass}>
            {t('form.position')}
          </label>
          <select
            id={`${id}-position`}
            className={cn(controlClass, 'h-11 sm:h-10')}
            value={position}
            onChange={(event) => onPosition(event.target.value as LetterPosition)}
          >
            {LETTER_POSITIONS.map((value) => (
              <option key={value} value={value}>
                {t(`form.positions.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-company`} className={labelClass}>
            {t('form.company')}
          </label>
          <input
            id={`${id}-company`}
            className={cn(controlClass, 'h-11 sm:h-10')}
            value={form.company}
            maxLength={200}
            onChange={(event) => set({ company: event.target.value })}
          />
        </div>
        <div>
          <label htmlFor={`${id}-title`} className={labelClass}>
            {t('form.jobTitle')}
          </label>
          <input
            id={`${id}-title`}
            className={cn(controlClass, 'h-11 sm:h-10')}
            value={form.jobTitle}
            maxLength={200}
            onChange={(event) => set({ jobTitle: event.target.value })}
          />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-highlights`} className={labelClass}>
            {t('form.highlights')}
          </label>
          <textarea
            id={`${id}-highlights`}
            aria-describedby={`${id}-highlights-hint`}
            className={cn(controlClass, 'min-h-28 py-2')}
            value={form.highlights}
            onChange={(event) => set({ highlights: event.target.value })}
          />
          <p id={`${id}-highlights-hint`} className="mt-1 text-xs text-slate-600">
            {t('form.highlightsHint')}
          </p>
        </div>
        <fieldset className="sm:col-span-2">
          <legend className={labelClass}>{t('form.tone')}</legend>
          <div className="mt-1.5 flex flex-wrap gap-2">
            {LETTER_TONES.map((tone: LetterTone) => (
              <label
                key={tone}
                className={cn(
                  'inline-flex h-9 cursor-pointer items-center rounded-full px-3.5 text-sm ring-1 has-focus-visible:outline-2 has-focus-visible:outline-brand-600',
                  form.tone === tone
                    ? 'bg-brand-50 font-medium text-brand-800 ring-brand-600'
                    : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
                )}
              >
                <input
                  type="radio"
                  name={`${id}-tone`}
                  value={tone}
                  checked={form.tone === tone}
                  onChange={() => set({ tone })}
                  className="sr-only"
                />
                {t(`form.tones.${tone}`)}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button type="submit" className="shrink-0 whitespace-nowrap">
          <Wand2 className="size-4" aria-hidden="true" />
          {t('form.generate')}
        </Button>
        <p className="text-xs text-slate-600">{t('form.generateHint')}</p>
      </div>
    </form>
  );
}
