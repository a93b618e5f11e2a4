import {
  ArrowRight,
  Check,
  FileCheck2,
  KanbanSquare,
  PenLine,
  Target,
  type LucideIcon,
} from 'lucide-react';
import { Tabs } from 'radix-ui';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '#components/ui/button.tsx';
import { SectionHeading } from '#components/ui/section-heading.tsx';
import { paths } from '#config/paths.ts';
import { AtsPreview } from './previews/ats-preview';
import { CoverPreview } from './previews/cover-preview';
import { MatchPreview } from './previews/match-preview';
import { TrackerPreview } from './previews/tracker-preview';

type FeatureTab = {
  key: 'ats' | 'match' | 'cover' | 'tracker';
  icon: LucideIcon;
  preview: ComponentType;
  href: string;
};

/** Spec section 4: the landing tabs, ats first and selected by default. */
const TABS: FeatureTab[] = [
  { key: 'ats', icon: FileCheck2, preview: AtsPreview, href: paths.resume.getHref() },
  { key: 'match', icon: Target, preview: MatchPreview, href: paths.dashboard.getHref() },
  { key: 'cover', icon: PenLine, preview: CoverPreview, href: paths.coverLetter.getHref() },
  { key: 'tracker', icon: KanbanSquare, preview: TrackerPreview, href: paths.dashboard.getHref() },
];

export function FeatureTabs() {
  const { t } = useTranslation('landing');
  return (
    <section
      id="resume"
      aria-labelledby="features-title"
      className="scroll-mt-20 bg-white py-20 sm:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="features-title"
          eyebrow={t('features.eyebrow')}
          title={t('features.title')}
          description={t('features.description')}
        />
        <Tabs.Root defaultValue="ats" className="mt-12">
          <Tabs.List
            aria-label={t('features.tabsLabel')}
            className="mx-auto grid max-w-3xl grid-cols-2 gap-1 rounded-2xl bg-slate-100 p-1 sm:grid-cols-4"
          >
            {TABS.map(({ key, icon: Icon }) => (
              <Tabs.Trigger
                key={key}
                value={key}
                className="inline-flex items-center justify-center gap-2 rounded-xl px-3 py-2.5 text-sm font-medium text-slate-600 transition hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm"
              >
                <Icon className="size-4 shrink-0" aria-hidden="true" />
                {t(`features.tabs.${key}.label`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {TABS.map(({ key, preview: Preview, href }) => (
            <Tabs.Content
              key={key}
              value={key}
              className="mt-12 grid grid-cols-1 items-center gap-10 lg:grid-cols-2 lg:gap-16"
            >
              <div>
                <h3 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
                  {t(`features.tabs.${key}.title`)}
                </h3>
                <p className="mt-4 text-base text-slate-600 sm:text-lg">
                  {t(`features.tabs.${key}.description`)}
                </p>
                <ul className="mt-6 space-y-3">
                  {(t(`features.tabs.${key}.points`, { returnObjects: true }) as string[]).map(
                    (point) => (
                      <li key={point} className="flex items-start gap-3 text-slate-800">
                        <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                          <Check className="size-3.5" aria-hidden="true" />
                        </span>
                        {point}
                      </li>
                    ),
                  )}
                </ul>
                <Link to={href} className={`${buttonClass('primary', 'md')} mt-8`}>
                  {t(`features.tabs.${key}.cta`)}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Link>
              </div>
              <div className="relative isolate">
                <div
                  aria-hidden="true"
                  className="absolute -inset-4 -z-10 rounded-[2rem] bg-gradient-to-br from-brand-100 via-indigo-50 to-white"
                />
                <Preview />
              </div>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </div>
    </section>
  );
}
