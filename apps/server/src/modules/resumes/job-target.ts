import { eq } from 'drizzle-orm';
import { decodeHTML } from 'entities';
import type { Executor } from '#db/client.ts';
import { companies, jobs } from '#db/schema/index.ts';
import { notFound } from '#lib/errors.ts';

/**
 * What the ATS scorer and the tailoring compare a resume with: the description as plain text with
 * its headings, and the job's own lists apart (used where the description has no such section).
 */
export type JobTarget = {
  title: string;
  description: string;
  skills: string[];
  /** The catalogue job's company; absent for a pasted description. */
  company?: string;
  requirements?: string[];
  responsibilities?: string[];
};

/** Plain text of a job's sanitised HTML: block ends become line breaks, tags go, entities decode. */
export function htmlToPlainText(html: string): string {
  const text = html
    .replace(/<(br|\/p|\/li|\/h[1-6]|\/div|\/tr)\b[^>]*>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '\n• ')
    .replace(/<[^>]+>/g, ' ');
  return decodeHTML(text)
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n[ \n]*/g, '\n')
    .trim();
}

/** A stored job as a target: 404 when it does not exist. */
export async function findJobTarget(db: Executor, jobId: string): Promise<JobTarget> {
  const [job] = await db
    .select({
      title: jobs.title,
      description: jobs.description,
      skills: jobs.skills,
      requirements: jobs.requirements,
      responsibilities: jobs.responsibilities,
      company: companies.name,
    })
    .from(jobs)
    .leftJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.id, jobId))
    .limit(1);
  if (!job) throw notFound('jobNotFound');
  return {
    title: job.title,
    description: htmlToPlainText(job.description),
    skills: job.skills,
    requirements: job.requirements,
    responsibilities: job.responsibilities,
    ...(job.company ? { company: job.company } : {}),
  };
}

/** A pasted job description as a target; the scorer finds its skills in the text. */
export const pastedTarget = (description: string): JobTarget => ({
  title: '',
  description,
  skills: [],
});
