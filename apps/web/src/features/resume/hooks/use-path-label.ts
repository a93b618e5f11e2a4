import { useTranslation } from 'react-i18next';

const SECTIONS = ['work', 'education', 'projects', 'skills', 'languages', 'certificates'];

/**
 * Where a path of the resume is, as a person names it: `work.0.highlights.2` "Work experience 1,
 * bullet 3", `skills.1.keywords` "Skills 2: keywords", `basics.summary` "Summary".
 */
export function usePathLabel() {
  const { t } = useTranslation('resume');
  return (path: string) => {
    if (path === 'skills' || path === 'projects') return t(`sections.${path}`);
    if (path.startsWith('basics.'))
      return path === 'basics.label'
        ? t('analysis.requirements.where.basicsLabel')
        : path === 'basics.summary'
          ? t('analysis.requirements.where.basicsSummary')
          : t('sections.basics');
    const [section, entry, field, item] = path.split('.');
    if (!section || !SECTIONS.includes(section) || entry === undefined) return path;
    const values = { section: t(`sections.${section}`), number: Number(entry) + 1 };
    if (field === 'highlights')
      return item === undefined
        ? t('analysis.requirements.where.bullets', values)
        : t('analysis.requirements.where.highlight', { ...values, position: Number(item) + 1 });
    if (
      field === 'position' ||
      field === 'summary' ||
      field === 'description' ||
      field === 'keywords'
    )
      return t(`analysis.requirements.where.${field}`, values);
    return t('analysis.requirements.where.entry', values);
  };
}
