import { resumeBasicsSchema } from '@yonder/contract/resume-document';
import { AlertCircle } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { memo, type ComponentType } from 'react';
import { useWatch, type FieldPath, type UseFormGetFieldState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useHasError } from '../hooks/use-has-error';
import type { Draft } from '../utils/draft';
import { BasicsSection } from './sections/basics-section';
import { EducationSection } from './sections/education-section';
import { ProjectsSection } from './sections/projects-section';
import { CustomSectionsSection } from './sections/custom-sections-section';
import { CertificatesSection, LanguagesSection, SkillsSection } from './sections/skills-section';
import { SummarySection } from './sections/summary-section';
import { WorkSection } from './sections/work-section';

export const EDITOR_SECTIONS = [
  'basics',
  'summary',
  'work',
  'education',
  'projects',
  'skills',
  'languages',
  'certificates',
  'customSections',
] as const;
export type EditorSection = (typeof EDITOR_SECTIONS)[number];
type ListSection = Exclude<EditorSection, 'basics' | 'summary'>;

const SECTIONS: Record<EditorSection, ComponentType> = {
  basics: BasicsSection,
  summary: SummarySection,
  work: WorkSection,
  education: EducationSection,
  projects: ProjectsSection,
  skills: SkillsSection,
  languages: LanguagesSection,
  certificates: CertificatesSection,
  customSections: CustomSectionsSection,
};

/** The parts of the form each tab edits (the summary is the basics' own, on a tab of its own). */
const SECTION_FIELDS: Record<EditorSection, readonly FieldPath<Draft>[]> = {
  basics: Object.keys(resumeBasicsSchema.shape)
    .filter((key) => key !== 'summary')
    .map((key) => `document.basics.${key}` as FieldPath<Draft>),
  summary: ['document.basics.summary'],
  work: ['document.work'],
  education: ['document.education'],
  projects: ['document.projects'],
  skills: ['document.skills'],
  languages: ['document.languages'],
  certificates: ['document.certificates'],
  customSections: ['document.customSections'],
};

/** The first tab, in order, holding a field the rules refuse. */
export const firstSectionWithError = (getFieldState: UseFormGetFieldState<Draft>) =>
  EDITOR_SECTIONS.find((section) =>
    SECTION_FIELDS[section].some((name) => getFieldState(name).invalid),
  );

type Props = { section: EditorSection; onSectionChange: (section: EditorSection) => void };

/**
 * Every section of the resume, one at a time behind a tab strip (arrow keys move between tabs).
 * Its fields follow the form on their own: a save or a new status never renders them again.
 */
export const ResumeForm = memo(function ResumeForm({ section, onSectionChange }: Props) {
  const { t } = useTranslation('resume');
  return (
    <Tabs.Root value={section} onValueChange={(value) => onSectionChange(value as EditorSection)}>
      <Tabs.List aria-label={t('editor.sectionsLabel')} className="flex flex-wrap gap-1">
        {EDITOR_SECTIONS.map((value) => (
          <Tabs.Trigger
            key={value}
            value={value}
            className="inline-flex shrink-0 items-center gap-1.5 rounded-full border border-transparent px-3 py-1.5 text-sm font-medium whitespace-nowrap text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 data-[state=active]:border-brand-100 data-[state=active]:bg-brand-50 data-[state=active]:text-brand-700"
          >
            {t(`sections.${value}`)}
            {value === 'basics' || value === 'summary' ? null : <EntryCount section={value} />}
            <ErrorMark section={value} />
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {EDITOR_SECTIONS.map((value) => {
        const Section = SECTIONS[value];
        return (
          <Tabs.Content key={value} value={value} className="mt-4 outline-none">
            <h2 className="mb-3 text-base font-semibold text-slate-900">
              {t(`sections.${value}`)}
            </h2>
            <Section />
          </Tabs.Content>
        );
      })}
    </Tabs.Root>
  );
});

function EntryCount({ section }: { section: ListSection }) {
  const count = useWatch<Draft, `document.${ListSection}`>({ name: `document.${section}` }).length;
  if (!count) return null;
  return (
    <span className="rounded-full bg-white/80 px-1.5 text-xs text-slate-500 ring-1 ring-slate-200">
      {count}
    </span>
  );
}

/** Marks a tab whose section holds a refused field, for eyes and for screen readers. */
function ErrorMark({ section }: { section: EditorSection }) {
  const { t } = useTranslation('resume');
  const hasError = useHasError(SECTION_FIELDS[section]);
  if (!hasError) return null;
  return (
    <>
      <AlertCircle className="size-3.5 text-red-600" aria-hidden="true" />
      <span className="sr-only">{t('editor.sectionHasError')}</span>
    </>
  );
}
