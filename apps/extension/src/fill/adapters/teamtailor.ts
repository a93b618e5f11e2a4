import { dropFiles } from '../controls.ts';
import { clean } from '../dom.ts';
import { afterAction } from '../menu.ts';
import { itemId, type FillItem } from '../report.ts';
import { companyFromHost, siteName, textOf, type Adapter } from './types.ts';

/**
 * Teamtailor: career sites on `<company>.teamtailor.com` and on a company's own domain
 * (`career.oneflow.com/jobs/<id>-<slug>/applications/new`); the form is
 * `form#job-application-form` driven by the `careersite--form` controller, which also marks a
 * custom domain as Teamtailor's.
 */
export const TEAMTAILOR_FORM = 'form#job-application-form[data-controller~="careersite--form"]';

export const teamtailor: Adapter = {
  name: 'teamtailor',
  label: 'Teamtailor',
  findForm: (doc) =>
    doc.querySelector<HTMLElement>(TEAMTAILOR_FORM) ??
    doc.querySelector<HTMLElement>('form#job-application-form'),
  jobInfo: (doc, url) => {
    const title = doc.querySelector<HTMLMetaElement>('meta[property="og:title"]')?.content ?? '';
    const company = siteName(doc) || companyFromHost(url);
    const suffix = ` - ${company}`;
    const bare = title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
    return { title: bare.trim() || textOf(doc, 'h1'), company };
  },
  fillSpecial: async (form, data, seen) => fillUploads(form, data.resumeFile, seen),
  isConfirmation: (doc, url) =>
    doc.querySelector('[data-test="applied-thanks"]') !== null ||
    /\/applications\/[^/]+\/(thanks|thank_you|thank-you)/.test(url.pathname),
};

/**
 * Teamtailor's file questions are Dropzone areas (`data-controller="forms--inputs--upload"`):
 * the file input Dropzone makes lives outside the form, so the resume is dropped on the area, as a
 * dragged file would land. Only the area whose id or label names the resume gets it.
 */
async function fillUploads(
  form: HTMLElement,
  resume: File | null,
  seen: WeakSet<Element>,
): Promise<FillItem[]> {
  const items: FillItem[] = [];
  for (const area of form.querySelectorAll<HTMLElement>(
    '[data-controller~="forms--inputs--upload"]',
  )) {
    const label = clean(area.querySelector('label')?.textContent).replace(/\*?\s*Required$/i, '');
    const trigger = area.querySelector<HTMLElement>(
      '[data-forms--inputs--upload-target="trigger"]',
    );
    area.querySelectorAll('input').forEach((input) => seen.add(input));
    const isResume = /resume|(^|[^a-z])cv([^a-z]|$)/i.test(`${area.id} ${label}`);
    if (!trigger || !isResume) continue;
    const base = {
      id: itemId(),
      label,
      key: 'resume' as const,
      required: area.dataset.formsInputsUploadRequiredValue === 'true',
      element: area,
    };
    if (!resume) {
      items.push({ ...base, status: 'empty', reason: 'noFile' });
      continue;
    }
    const previews = area.querySelector('[data-forms--inputs--upload-target="previewsContainer"]');
    // Taken once the area shows the file; a page whose script did not run shows nothing.
    const isTaken = await afterAction(
      area,
      () => dropFiles(trigger, [resume]),
      () => ((previews ?? area).textContent?.includes(resume.name) ? true : null),
    );
    if (!isTaken) {
      items.push({ ...base, status: 'empty', reason: 'fileNotTaken' });
      continue;
    }
    items.push({
      ...base,
      status: 'filled',
      value: resume.name,
      // Dropzone's own remove link takes the file away again.
      undo: () => area.querySelector<HTMLElement>('[data-dz-remove]')?.click(),
    });
  }
  return items;
}
