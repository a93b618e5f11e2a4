import {
  ONBOARDING_STEPS,
  SENIORITIES,
  type OnboardingStep,
  type Seniority,
} from '@yonder/contract/onboarding';
import type { CandidateProfile, ProfileView } from '@yonder/contract/profile';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '#components/ui/button.tsx';
import { FieldError } from '#components/ui/field-error.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { paths } from '#config/paths.ts';
import { useMatches } from '#features/matching/api/get-matches.ts';
import { FewInField } from '#features/matching/components/few-in-field.tsx';
import { MatchCard } from '#features/matching/components/match-card.tsx';
import { useProfile } from '#features/profile/api/get-profile.ts';
import { useSaveProfile } from '#features/profile/api/save-profile.ts';
import { useUploadProfileResume } from '#features/profile/api/upload-profile-resume.ts';
import { CodePicker } from '#features/profile/components/code-picker.tsx';
import { InputField, SelectField } from '#features/profile/components/fields.tsx';
import {
  currencyCodes,
  regionName,
  sortedRegions,
  timeZones,
} from '#features/profile/utils/regions.ts';
import { useOnboarding, useUpdateOnboarding } from '../api/onboarding';
import { desiredTitles, rolesOf } from '../utils/titles';

const browserZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    return '';
  }
};

const stepAt = (status: string | null | undefined): OnboardingStep =>
  ONBOARDING_STEPS.includes(status as OnboardingStep) ? (status as OnboardingStep) : 'role';

type Answers = {
  roles: string;
  seniority: Seniority;
  country: string;
  workCountries: string[];
  timeZone: string;
  salary: string;
  currency: string;
  period: 'year' | 'month';
};

function answersOf(profile: CandidateProfile): Answers {
  const { roles, seniority } = rolesOf(profile.preferences.desiredTitles);
  const salary = profile.preferences.minSalary;
  return {
    roles,
    seniority,
    country: profile.contact.country,
    workCountries: profile.preferences.workCountries,
    timeZone: profile.contact.timeZone || browserZone(),
    salary: salary ? String(salary.amount) : '',
    currency: salary?.currency ?? (profile.contact.country === 'CN' ? 'CNY' : 'USD'),
    period: salary?.period === 'month' ? 'month' : 'year',
  };
}

/**
 * The onboarding after the first sign-in: target roles and seniority, where the person lives and
 * may work, their time zone, their minimum pay and a resume, each saved at once to the profile
 * and the matching settings (editable later where they live), ending on the first
 * recommendations. Skippable at every step; a person who leaves comes back to the step reached.
 */
export function OnboardingPage() {
  const { t } = useTranslation('onboarding');
  const onboarding = useOnboarding();
  const profile = useProfile({ isEditing: true });
  if (!onboarding.data || !profile.data) {
    return (
      <div className="flex min-h-72 items-center justify-center">
        <Spinner size="lg" label={t('loading')} />
      </div>
    );
  }
  // Resume at the step reached, with what the profile already holds.
  return <Wizard firstStep={stepAt(onboarding.data.status)} view={profile.data} />;
}

function Wizard({ firstStep, view }: { firstStep: OnboardingStep; view: ProfileView }) {
  const { t, i18n } = useTranslation(['onboarding', 'profile', 'jobs', 'matching']);
  const language = i18n.resolvedLanguage ?? 'zh';
  const navigate = useNavigate();
  const update = useUpdateOnboarding();
  const save = useSaveProfile();
  const [step, setStep] = useState<OnboardingStep>(firstStep);
  const [answers, setAnswers] = useState<Answers>(() => answersOf(view.profile));
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Each new step's heading takes the focus, so a keyboard or screen reader user starts there.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const index = ONBOARDING_STEPS.indexOf(step);
  const set = <K extends keyof Answers>(key: K, value: Answers[K]) =>
    setAnswers({ ...answers, [key]: value });

  const goTo = async (next: OnboardingStep) => {
    setError(null);
    await update.mutateAsync({ status: next === 'results' ? 'done' : next });
    setStep(next);
  };
  const saveProfile = async (change: (profile: CandidateProfile) => void) => {
    const next = structuredClone(view.profile);
    change(next);
    await save.mutateAsync({ profile: next, version: view.version });
  };
  const skip = async () => {
    await update.mutateAsync({ status: 'skipped' });
    void navigate(paths.dashboard.getHref(), { replace: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      if (step === 'role') {
        const titles = desiredTitles(answers.roles, answers.seniority);
        if (titles.length === 0) return setError(t('onboarding:role.required'));
        await saveProfile((p) => {
          p.preferences.desiredTitles = titles;
        });
        await goTo('place');
      } else if (step === 'place') {
        if (!answers.country) return setError(t('onboarding:place.required'));
        const work = answers.workCountries.length ? answers.workCountries : [answers.country];
        await saveProfile((p) => {
          p.contact.country = answers.country;
          p.contact.timeZone = answers.timeZone;
          p.preferences.workCountries = work;
        });
        // Pay is asked next in the country's usual terms: yuan by the month in China.
        const chinese = answers.country === 'CN';
        setAnswers({
          ...answers,
          workCountries: work,
          ...(answers.salary === ''
            ? { currency: chinese ? 'CNY' : 'USD', period: chinese ? 'month' : 'year' }
            : {}),
        });
        await goTo('pay');
      } else if (step === 'pay') {
        const amount = Math.round(Number(answers.salary));
        if (answers.salary.trim() !== '' && !(amount > 0))
          return setError(t('onboarding:pay.invalid'));
        await saveProfile((p) => {
          p.preferences.minSalary =
            answers.salary.trim() === ''
              ? null
              : { amount, currency: answers.currency, period: answers.period };
        });
        await goTo('resume');
      }
    } catch {
      setError(t('onboarding:failed'));
    }
  };

  return (
    <div className="mx-auto w-full max-w-2xl py-2">
      <p className="text-sm font-medium text-brand-700">
        {t('onboarding:progress', { step: index + 1, steps: ONBOARDING_STEPS.length })}
      </p>
      <h1
        ref={heading}
        tabIndex={-1}
        className="mt-1 text-xl font-semibold text-slate-900 outline-none"
      >
        {t(`onboarding:${step}.title`)}
      </h1>
      <p className="mt-1 text-sm text-slate-600">{t(`onboarding:${step}.intro`)}</p>

      {step === 'results' ? (
        <Results answers={answers} />
      ) : step === 'resume' ? (
        <ResumeStep
          onDone={() => void goTo('results').catch(() => setError(t('onboarding:failed')))}
          onError={setError}
        />
      ) : (
        <form onSubmit={(event) => void submit(event)} className="mt-5 space-y-4" noValidate>
          {step === 'role' ? <RoleStep answers={answers} set={set} /> : null}
          {step === 'place' ? <PlaceStep answers={answers} set={set} language={language} /> : null}
          {step === 'pay' ? <PayStep answers={answers} set={set} /> : null}
          <StepButtons
            isBusy={save.isPending || update.isPending}
            onBack={index > 0 ? () => setStep(ONBOARDING_STEPS[index - 1]!) : undefined}
          />
        </form>
      )}
      {error ? <FieldError id="onboarding-error" message={error} /> : null}
      {step === 'results' ? (
        <div className="mt-6 flex flex-wrap gap-3">
          <Button onClick={() => void navigate(paths.dashboard.getHref())}>
            {t('onboarding:results.dashboard')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => void navigate(`${paths.jobSearch.getHref()}?tab=matching`)}
          >
            {t('onboarding:results.all')}
          </Button>
        </div>
      ) : (
        <div className="mt-6 border-t border-slate-200 pt-4">
          <Button variant="ghost" onClick={() => void skip()} disabled={update.isPending}>
            {t('onboarding:skip')}
          </Button>
          <p className="mt-1 text-xs text-slate-500">{t('onboarding:skipHint')}</p>
        </div>
      )}
    </div>
  );
}

type StepProps = {
  answers: Answers;
  set: <K extends keyof Answers>(key: K, value: Answers[K]) => void;
};

function RoleStep({ answers, set }: StepProps) {
  const { t } = useTranslation('onboarding');
  return (
    <>
      <InputField
        label={t('role.roles')}
        value={answers.roles}
        onChange={(value) => set('roles', value)}
        placeholder={t('role.placeholder')}
        maxLength={400}
      />
      <p className="-mt-2 text-xs text-slate-500">{t('role.hint')}</p>
      <SelectField
        label={t('role.seniority')}
        value={answers.seniority}
        onChange={(value) => set('seniority', value as Seniority)}
        options={SENIORITIES.map((value) => ({ value, label: t(`role.seniorities.${value}`) }))}
      />
    </>
  );
}

function PlaceStep({ answers, set, language }: StepProps & { language: string }) {
  const { t } = useTranslation('onboarding');
  const regions = useMemo(
    () => sortedRegions(language).map((region) => ({ value: region.code, label: region.name })),
    [language],
  );
  // The browser's own zone is offered even when the list names it otherwise ("UTC").
  const zones = useMemo(() => {
    const all = timeZones();
    const own = browserZone();
    return (own && !all.includes(own) ? [own, ...all] : all).map((zone) => ({
      value: zone,
      label: zone,
    }));
  }, []);
  return (
    <>
      <SelectField
        label={t('place.country')}
        value={answers.country}
        emptyLabel={t('place.choose')}
        options={regions}
        onChange={(value) => set('country', value)}
      />
      <CodePicker
        label={t('place.workCountries')}
        values={answers.workCountries}
        options={regions}
        max={50}
        onChange={(values) => set('workCountries', values)}
      />
      <p className="-mt-2 text-xs text-slate-500">{t('place.workHint')}</p>
      <SelectField
        label={t('place.timeZone')}
        value={answers.timeZone}
        emptyLabel={t('place.choose')}
        options={zones}
        onChange={(value) => set('timeZone', value)}
      />
    </>
  );
}

function PayStep({ answers, set }: StepProps) {
  const { t } = useTranslation('onboarding');
  const currencies = useMemo(
    () => currencyCodes().map((code) => ({ value: code, label: code })),
    [],
  );
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <InputField
        type="number"
        label={t('pay.amount')}
        value={answers.salary}
        onChange={(value) => set('salary', value)}
      />
      <SelectField
        label={t('pay.currency')}
        value={answers.currency}
        options={currencies}
        onChange={(value) => set('currency', value)}
      />
      <SelectField
        label={t('pay.period')}
        value={answers.period}
        options={[
          { value: 'year', label: t('pay.year') },
          { value: 'month', label: t('pay.month') },
        ]}
        onChange={(value) => set('period', value as 'year' | 'month')}
      />
    </div>
  );
}

function StepButtons({ isBusy, onBack }: { isBusy: boolean; onBack: (() => void) | undefined }) {
  const { t } = useTranslation('onboarding');
  return (
    <div className="flex flex-wrap gap-3 pt-2">
      {onBack ? (
        <Button type="button" variant="secondary" onClick={onBack}>
          {t('back')}
        </Button>
      ) : null}
      <Button type="submit" disabled={isBusy}>
        {t('next')}
      </Button>
    </div>
  );
}

function ResumeStep({ onDone, onError }: { onDone: () => void; onError: (text: string) => void }) {
  const { t } = useTranslation('onboarding');
  const upload = useUploadProfileResume();
  const id = useId();
  return (
    <div className="mt-5 space-y-4">
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {t('resume.upload')}
        </label>
        <input
          id={id}
          type="file"
          accept=".pdf,.docx,.doc,.txt"
          disabled={upload.isPending}
          className="mt-1.5 block w-full max-w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-600 file:px-3 file:py-2 file:text-white"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            upload.mutate(file, {
              onSuccess: onDone,
              onError: (failure) => onError(failure.message || t('failed')),
            });
          }}
        />
        <p className="mt-1 text-xs text-slate-500">{t('resume.hint')}</p>
      </div>
      {upload.isPending ? <Spinner label={t('resume.reading')} /> : null}
      <Button variant="secondary" onClick={onDone} disabled={upload.isPending}>
        {t('resume.blank')}
      </Button>
    </div>
  );
}

function Results({ answers }: { answers: Answers }) {
  const { t, i18n } = useTranslation(['onboarding', 'matching']);
  const language = i18n.resolvedLanguage ?? 'zh';
  const { data, isError, refetch } = useMatches({ page: 1, page_size: 10 }, language);
  const titles = desiredTitles(answers.roles, answers.seniority);
  const countries = answers.workCountries.map((code) => regionName(code, language));
  const separator = t('onboarding:separator');
  if (!data) {
    return isError ? (
      <div className="mt-5">
        <Button variant="secondary" onClick={() => void refetch()}>
          {t('matching:retry')}
        </Button>
      </div>
    ) : (
      <div className="flex min-h-48 items-center justify-center">
        <Spinner size="lg" label={t('onboarding:loading')} />
      </div>
    );
  }
  return (
    <div className="mt-4 space-y-3">
      <p className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-slate-800">
        {t(data.resume ? 'onboarding:results.howResume' : 'onboarding:results.howProfile', {
          roles: titles.join(separator),
          countries: countries.join(separator) || t('onboarding:results.anywhere'),
        })}
      </p>
      {data.field?.few ? <FewInField field={data.field} /> : null}
      {data.items.length === 0 ? (
        <p className="text-sm text-slate-600">{t('matching:noneHint')}</p>
      ) : (
        <ul aria-label={t('matching:listLabel')} className="space-y-3">
          {data.items.map((job) => (
            <li key={job.id}>
              <MatchCard job={job} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
