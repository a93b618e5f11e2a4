import { Clock, Mail, MessageSquareHeart, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const NEXT_ICONS = [MessageSquareHeart, Mail, Sparkles];

type NextStep = { title: string; description: string };

export function FeedbackIntro() {
  const { t } = useTranslation('feedback');
  const steps = t('page.next', { returnObjects: true }) as NextStep[];
  return (
    <div>
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('eyebrow')}</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
        {t('title')}
      </h1>
      <p className="mt-4 text-lg text-slate-600">{t('description')}</p>
      <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-white px-3.5 py-1.5 text-sm font-medium text-slate-700 ring-1 ring-slate-200">
        <Clock className="size-4 text-brand-700" aria-hidden="true" />
        {t('replyPromise')}
      </p>
      <h2 className="mt-12 text-base font-semibold text-slate-900">{t('page.nextTitle')}</h2>
      <ul className="mt-5 space-y-5">
        {steps.map((step, index) => {
          const Icon = NEXT_ICONS[index] ?? Sparkles;
          return (
            <li key={step.title} className="flex gap-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-medium text-slate-900">{step.title}</h3>
                <p className="mt-0.5 text-sm text-slate-600">{step.description}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
