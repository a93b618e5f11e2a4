import type { Language } from '@yonder/contract/common';
import type { ResumeDocument } from '@yonder/contract/resume-document';
import { Tabs } from 'radix-ui';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { BasicsSection } from './sections/basics-section';
import { EducationSection } from './sections/education-section';
import { ProjectsSection } from './sections/projects-section';
import type { DocumentRecipe, SectionProps } from './sections/section-props';
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
] as const;
export type EditorSection = (typeof EDITOR_SECTIONS)[number];

const LIST_SECTIONS: Partial<Record<EditorSection, ComponentType<SectionProps>>> = {
  summary: SummarySection,
  work: WorkSection,
  education: EducationSection,
  projects: ProjectsSection,
  skills: SkillsSection,
  languages: LanguagesSection,
  certificates: CertificatesSection,
};

type Props = {
  document: ResumeDocument;
  language: Language;
  onChange: (recipe: DocumentRecipe) => void;
  onLanguageChange: (language: Language) => void;
};

const countOf = (document: ResumeDocument, section: EditorSection) =>
  section === 'basics' || section === 'summary' ? null : document[section].length;

/** Every section of the resume, one at a time behind a tab strip (arrow keys move between tabs). */
export function ResumeForm({ document, language, onChange, onLanguageChange }: Props) {
  const { t } = useTranslation('resume');
  const [section, setSection] = useState<EditorSection>('basics');
  return (
    <Tabs.Root value={section} onValueChange={(value) => setSection(value as EditorSection)}>
      <Tabs.List aria-label={t('editor.sectionsLabel')} className="flex flex-wrap gap-1">
        {EDITOR_SECTIONS.map((value) => {
          const count = countOf(document, value);
          return (
            <Tabs.Trigger
              key={value}
              value={value}
              className="inline-flex shrink-0 items-center gap-1.5 rounded-full border border-transparent px-3 py-1.5 text-sm font-medium whitespace-nowrap text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 data-[state=active]:border-brand-100 data-[state=active]:bg-brand-50 data-[state=active]:text-brand-700"
            >
              {t(`sections.${value}`)}
              {count ? (
                <span className="rounded-full bg-white/80 px-1.5 text-xs text-slate-500 ring-1 ring-slate-200">
                  {count}
                </span>
              ) : null}
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      {EDITOR_SECTIONS.map((value) => {
        const Section = LIST_SECTIONS[value];
        return (
          <Tabs.Content key={value} value={value} className="mt-4 outline-none">
            <h2 className="mb-3 text-base font-semibold text-slate-900">
              {t(`sections.${value}`)}
            </h2>
            {Section ? (
              <Section document={document} onChange={onChange} />
            ) : (
              <BasicsSection
                document={document}
                onChange={onChange}
                language={language}
                onLanguageChange={onLanguageChange}
              />
            )}
          </Tabs.Content>
        );
      })}
    </Tabs.Root>
  );
}
