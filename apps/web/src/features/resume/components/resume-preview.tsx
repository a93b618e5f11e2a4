import type { Language } from '@yonder/contract/common';
import type { ResumeDocument } from '@yonder/contract/resume-document';
import { useTranslation } from 'react-i18next';
import { PreviewEntry, PreviewSection } from './preview-parts';

type Props = { document: ResumeDocument; language: Language };

const joined = (...parts: string[]) =>
  parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' · ');

/** The resume as a reader sees it, updated as the person types; headings in the resume's language. */
export function ResumePreview({ document, language }: Props) {
  const { t } = useTranslation('resume', { lng: language });
  const { basics } = document;
  const range = (start: string, end: string) =>
    start || end ? `${start || '?'} – ${end || t('preview.present')}` : '';
  const place = joined(basics.location.city, basics.location.region, basics.location.countryCode);
  const contact = [
    basics.email,
    basics.phone,
    basics.url,
    place,
    ...basics.profiles.map((p) => p.url || joined(p.network, p.username)),
  ]
    .map((part) => part.trim())
    .filter(Boolean);
  const isEmpty =
    !basics.name && !basics.summary && EMPTY_CHECK.every((key) => document[key].length === 0);

  return (
    <article
      lang={language === 'zh' ? 'zh-CN' : 'en'}
      aria-label={t('preview.label')}
      className="min-w-0 rounded-xl bg-white px-7 py-8 text-[13px] leading-relaxed wrap-anywhere text-slate-800 shadow-sm ring-1 ring-slate-200"
    >
      {isEmpty ? (
        <p className="py-16 text-center text-sm text-slate-500">{t('preview.empty')}</p>
      ) : (
        <>
          <header className="border-b border-slate-200 pb-3">
            <p className="text-xl font-bold text-slate-900">{basics.name || t('preview.noName')}</p>
            {basics.label ? <p className="mt-0.5 text-sm text-brand-700">{basics.label}</p> : null}
            {contact.length ? (
              <p className="mt-1.5 text-xs break-words text-slate-500">{contact.join('  ·  ')}</p>
            ) : null}
          </header>
          {basics.summary ? (
            <PreviewSection title={t('sections.summary')}>
              <p className="whitespace-pre-line">{basics.summary}</p>
            </PreviewSection>
          ) : null}
          {document.work.length ? (
            <PreviewSection title={t('sections.work')}>
              {document.work.map((work, index) => (
                <PreviewEntry
                  key={index}
                  title={joined(work.position, work.name)}
                  aside={range(work.startDate, work.endDate)}
                  subtitle={work.location}
                  text={work.summary}
                  bullets={work.highlights}
                />
              ))}
            </PreviewSection>
          ) : null}
          {document.education.length ? (
            <PreviewSection title={t('sections.education')}>
              {document.education.map((education, index) => (
                <PreviewEntry
                  key={index}
                  title={joined(education.institution, education.location)}
                  aside={range(education.startDate, education.endDate)}
                  subtitle={joined(education.studyType, education.area, education.score)}
                  text={education.summary}
                  bullets={education.courses}
                />
              ))}
            </PreviewSection>
          ) : null}
          {document.projects.length ? (
            <PreviewSection title={t('sections.projects')}>
              {document.projects.map((project, index) => (
                <PreviewEntry
                  key={index}
                  title={project.name}
                  aside={range(project.startDate, project.endDate)}
                  subtitle={project.keywords.join(', ')}
                  text={project.description}
                  bullets={project.highlights}
                />
              ))}
            </PreviewSection>
          ) : null}
          {document.skills.length ? (
            <PreviewSection title={t('sections.skills')}>
              <ul className="space-y-0.5">
                {document.skills.map((skill, index) => (
                  <li key={index}>
                    <span className="font-medium text-slate-900">{skill.name}</span>
                    {skill.level ? ` (${skill.level})` : ''}
                    {skill.keywords.length ? `: ${skill.keywords.join(', ')}` : ''}
                  </li>
                ))}
              </ul>
            </PreviewSection>
          ) : null}
          {document.languages.length ? (
            <PreviewSection title={t('sections.languages')}>
              <p>
                {document.languages.map((item) => joined(item.language, item.fluency)).join('；')}
              </p>
            </PreviewSection>
          ) : null}
          {document.certificates.length ? (
            <PreviewSection title={t('sections.certificates')}>
              {document.certificates.map((certificate, index) => (
                <PreviewEntry
                  key={index}
                  title={certificate.name}
                  aside={certificate.date}
                  subtitle={certificate.issuer}
                />
              ))}
            </PreviewSection>
          ) : null}
          {document.customSections.map((section, index) =>
            section.title.trim() || section.items.some((item) => item.trim()) ? (
              <PreviewSection key={index} title={section.title}>
                <PreviewEntry title="" bullets={section.items} />
              </PreviewSection>
            ) : null,
          )}
        </>
      )}
    </article>
  );
}

const EMPTY_CHECK = [
  'work',
  'education',
  'projects',
  'skills',
  'languages',
  'certificates',
  'customSections',
] as const;
