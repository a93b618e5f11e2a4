import { FEEDBACK_TYPES, type FeedbackType } from '@yonder/contract/feedback';
import { Bug, CreditCard, Lightbulb, MessageCircle, Palette, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '#lib/cn.ts';

const ICONS: Record<FeedbackType, LucideIcon> = {
  bug: Bug,
  feature: Lightbulb,
  ux: Palette,
  subscription: CreditCard,
  other: MessageCircle,
};

type Props = { value: FeedbackType; onChange: (type: FeedbackType) => void; isDisabled?: boolean };

/** The five feedback types as native radios: one tab stop, arrow keys choose. */
export function FeedbackTypeField({ value, onChange, isDisabled }: Props) {
  const { t } = useTranslation('feedback');
  const name = useId();
  return (
    <fieldset disabled={isDisabled}>
      <legend className="text-sm font-medium text-slate-900">{t('fields.type')}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {FEEDBACK_TYPES.map((type) => {
          const Icon = ICONS[type];
          const isChecked = value === type;
          return (
            <label
              key={type}
              className={cn(
                'relative flex cursor-pointer items-center gap-2 rounded-full border px-3.5 py-2 text-sm whitespace-nowrap transition',
                'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-brand-600',
                isChecked
                  ? 'border-brand-600 bg-brand-50 font-medium text-brand-700'
                  : 'border-slate-300 text-slate-700 hover:border-slate-400 hover:bg-slate-50',
              )}
            >
              <input
                type="radio"
                name={`${name}-type`}
                value={type}
                checked={isChecked}
                onChange={() => onChange(type)}
                className="sr-only"
              />
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              {t(`types.${type}`)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
