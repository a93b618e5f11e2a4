import {
  FEEDBACK_DESCRIPTION_MAX,
  FEEDBACK_RATING_MAX,
  FEEDBACK_TITLE_MAX,
  type FeedbackType,
} from '@yonder/contract/feedback';
import { Clock, Loader2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { StarRatingInput } from '#components/ui/star-rating-input.tsx';
import { useFeedbackForm } from '../hooks/use-feedback-form';
import { FeedbackSuccess } from './feedback-success';
import { FeedbackTypeField } from './feedback-type-field';
import { FieldError } from '#components/ui/field-error.tsx';

/** The feedback form's text controls, a red border on a refused value. */
const inputClass = (hasError: boolean) =>
  [
    'block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm transition placeholder:text-slate-500 sm:text-sm',
    'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/30',
    'disabled:cursor-not-allowed disabled:bg-slate-50',
    hasError ? 'border-red-600' : 'border-slate-300',
  ].join(' ');

type Props = { onClose?: () => void; initialType?: FeedbackType };

/** The one feedback form, shared by the dialog and the /feedback page (spec section 2.14). */
export function FeedbackForm({ onClose, initialType }: Props) {
  const { t } = useTranslation('feedback');
  const id = useId();
  const { form, submit, startOver, isSent, isSubmitting } = useFeedbackForm(initialType);
  const { register, setValue, watch } = form;
  const { errors: fieldErrors } = form.formState;
  const errors = {
    title: fieldErrors.title?.message,
    description: fieldErrors.description?.message,
    email: fieldErrors.email?.message,
  };
  const [type, rating] = watch(['type', 'rating']);

  if (isSent) return <FeedbackSuccess onSendAnother={startOver} onClose={onClose} />;

  const describedBy = (field: string, hasError: boolean) =>
    hasError ? `${id}-${field}-error` : undefined;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
      <FeedbackTypeField value={type} onChange={(next) => setValue('type', next)} />

      <div>
        <p id={`${id}-rating-label`} className="text-sm font-medium text-slate-900">
          {t('fields.rating')}
        </p>
        <div className="mt-1.5">
          <StarRatingInput
            value={rating}
            onChange={(next) => setValue('rating', next)}
            max={FEEDBACK_RATING_MAX}
            labelledBy={`${id}-rating-label`}
            getStarLabel={(star) => t(`rating.stars.${star}`)}
            clearLabel={t('rating.none')}
          />
        </div>
      </div>

      <div>
        <label htmlFor={`${id}-title`} className="text-sm font-medium text-slate-900">
          {t('fields.title')}
        </label>
        <input
          id={`${id}-title`}
          type="text"
          {...register('title')}
          maxLength={FEEDBACK_TITLE_MAX}
          placeholder={t('fields.titlePlaceholder')}
          aria-invalid={Boolean(errors.title)}
          aria-describedby={describedBy('title', Boolean(errors.title))}
          className={`${inputClass(Boolean(errors.title))} mt-1.5`}
        />
        <FieldError id={`${id}-title-error`} message={errors.title} />
      </div>

      <div>
        <label htmlFor={`${id}-description`} className="text-sm font-medium text-slate-900">
          {t('fields.description')}
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        </label>
        <textarea
          id={`${id}-description`}
          rows={3}
          {...register('description')}
          maxLength={FEEDBACK_DESCRIPTION_MAX}
          placeholder={t('fields.descriptionPlaceholder')}
          aria-required="true"
          aria-invalid={Boolean(errors.description)}
          aria-describedby={describedBy('description', Boolean(errors.description))}
          className={`${inputClass(Boolean(errors.description))} mt-1.5 resize-y`}
        />
        <FieldError id={`${id}-description-error`} message={errors.description} />
      </div>

      <div>
        <label htmlFor={`${id}-email`} className="text-sm font-medium text-slate-900">
          {t('fields.email')}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          {...register('email')}
          placeholder={t('fields.emailPlaceholder')}
          aria-invalid={Boolean(errors.email)}
          aria-describedby={describedBy('email', Boolean(errors.email))}
          className={`${inputClass(Boolean(errors.email))} mt-1.5`}
        />
        <FieldError id={`${id}-email-error`} message={errors.email} />
        <label className="mt-3 flex cursor-pointer items-center gap-2.5 text-sm text-slate-700">
          <input
            type="checkbox"
            {...register('allowEmailReply')}
            className="size-4 rounded border-slate-300 accent-brand-600"
          />
          {t('fields.allowEmailReply')}
        </label>
      </div>

      <p className="flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-2.5 text-sm text-slate-600">
        <Clock className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
        {t('replyPromise')}
      </p>

      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={isSubmitting}
        aria-busy={isSubmitting}
      >
        {isSubmitting ? <Loader2 className="size-5 animate-spin" aria-hidden="true" /> : null}
        {isSubmitting ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
