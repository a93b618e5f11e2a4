import { CheckCircle2, Lock, Puzzle, Wand2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '#components/ui/button.tsx';
import { SectionHeading } from '#components/ui/section-heading.tsx';
import { EXTERNAL_LINKS, paths } from '#config/paths.ts';

type Step = { title: string; description: string };
type Field = { label: string; value: string };

export function AiAgentSection() {
  const { t } = useTranslation('landing');
  const steps = t('agent.steps', { returnObjects: true }) as Step[];
  return (
    <section aria-labelledby="agent-title" className="bg-slate-50 py-20 sm:py-28">
      <div className="mx-auto grid grid-cols-1 max-w-7xl items-center gap-14 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="agent-title"
            align="left"
            eyebrow={t('agent.eyebrow')}
            title={t('agent.title')}
            description={t('agent.description')}
          />
          <ol className="mt-8 space-y-5">
            {steps.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-700 ring-1 ring-brand-100">
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">{step.title}</h3>
                  <p className="mt-0.5 text-sm text-slate-600">{step.description}</p>
                </div>
              </li>
            ))}
          </ol>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={EXTERNAL_LINKS.extensionInstall} className={buttonClass('primary', 'lg')}>
              <Puzzle className="size-5" aria-hidden="true" />
              {t('agent.cta')}
            </Link>
            <Link to={paths.autoApply.getHref()} className={buttonClass('secondary', 'lg')}>
              {t('agent.secondary')}
            </Link>
          </div>
        </div>
        <AutofillMock />
      </div>
    </section>
  );
}

/** A browser window with an application form the extension has filled in. */
function AutofillMock() {
  const { t } = useTranslation('landing');
  const fields = t('agent.mock.fields', { returnObjects: true }) as Field[];
  return (
    <figure className="relative isolate">
      <div
        aria-hidden="true"
        className="absolute -inset-3 -z-10 sm:-inset-6 rounded-[2.5rem] bg-gradient-to-tr from-indigo-100 via-brand-50 to-white"
      />
      <div className="overflow-hidden rounded-2xl bg-white shadow-xl ring-1 ring-slate-200">
        <div className="flex items-center gap-3 border-b border-slate-100 bg-slate-50 px-4 py-3">
          <span aria-hidden="true" className="flex gap-1.5">
            <span className="size-2.5 rounded-full bg-rose-400" />
            <span className="size-2.5 rounded-full bg-amber-400" />
            <span className="size-2.5 rounded-full bg-emerald-400" />
          </span>
          <span className="flex min-w-0 flex-1 items-center gap-1.5 rounded-md bg-white px-3 py-1 text-xs text-slate-600 ring-1 ring-slate-200">
            <Lock className="size-3 shrink-0" aria-hidden="true" />
            <span className="truncate">{t('agent.mock.address')}</span>
          </span>
          <span
            aria-hidden="true"
            className="flex size-7 items-center justify-center rounded-md bg-brand-600 text-white"
          >
            <Wand2 className="size-4" />
          </span>
        </div>
        <div className="p-5 sm:p-7">
          <figcaption className="text-base font-semibold text-slate-900">
            {t('agent.mock.heading')}
          </figcaption>
          <dl className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-2">
            {fields.map((field) => (
              <div key={field.label}>
                <dt className="text-xs font-medium text-slate-600">{field.label}</dt>
                <dd className="mt-1 flex items-center justify-between gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-slate-900 ring-1 ring-brand-100">
                  <span className="truncate">{field.value}</span>
                  <CheckCircle2 className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
                </dd>
              </div>
            ))}
          </dl>
          <div className="mt-6 flex flex-col-reverse items-stretch justify-between gap-3 sm:flex-row sm:items-center">
            <p className="inline-flex items-center gap-2 text-sm font-medium text-emerald-700">
              <CheckCircle2 className="size-4" aria-hidden="true" />
              {t('agent.mock.status')}
            </p>
            <span
              aria-hidden="true"
              className="rounded-lg bg-slate-900 px-4 py-2 text-center text-sm font-medium text-white"
            >
              {t('agent.mock.submit')}
            </span>
          </div>
        </div>
      </div>
    </figure>
  );
}
