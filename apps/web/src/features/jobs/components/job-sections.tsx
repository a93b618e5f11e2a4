import type { JobDetail } from '@yonder/contract/jobs';
import { useTranslation } from 'react-i18next';
import { BulletList, DetailSection } from './detail-section';
import { JobDescription } from './job-description';

/** Description, requirements, responsibilities, benefits and skills; an empty one says "none". */
export function JobSections({ job }: { job: JobDetail }) {
  const { t } = useTranslation('jobs');
  return (
    <div className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <DetailSection title={t('detail.description')} isEmpty={!job.description.trim()}>
        <JobDescription text={job.description} />
      </DetailSection>
      <DetailSection title={t('detail.requirements')} isEmpty={job.requirements.length === 0}>
        <BulletList items={job.requirements} />
      </DetailSection>
      <DetailSection
        title={t('detail.responsibilities')}
        isEmpty={job.responsibilities.length === 0}
      >
        <BulletList items={job.responsibilities} />
      </DetailSection>
      <DetailSection title={t('detail.benefits')} isEmpty={job.benefits.length === 0}>
        <BulletList items={job.benefits} />
      </DetailSection>
      <DetailSection title={t('detail.skills')} isEmpty={job.skills.length === 0}>
        <ul className="flex flex-wrap gap-1.5">
          {job.skills.map((skill) => (
            <li
              key={skill}
              className="rounded-md border border-slate-200 bg-slate-50 px-2.5 py-1 text-xs font-medium text-slate-700"
            >
              {skill}
            </li>
          ))}
        </ul>
      </DetailSection>
    </div>
  );
}
