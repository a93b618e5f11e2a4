import { clean } from '../dom.ts';
import { textOf, type Adapter } from './types.ts';
import { fillEntries } from './workday-entries.ts';
import { fillPrompts } from './workday-prompt.ts';

const auto = (id: string) => `[data-automation-id="${id}"]`;

/** Workday (*.myworkdayjobs.com): a wizard; each step is filled as it appears. */
export const workday: Adapter = {
  name: 'workday',
  label: 'Workday',
  findForm: (doc) =>
    doc.querySelector<HTMLElement>(`${auto('applyFlowPage')}, [data-automation-id="applyFlow"]`),
  jobInfo: (doc, url) => ({
    title: textOf(doc, `${auto('jobTitleHeading')}, ${auto('jobPostingHeader')}, h2, h1`),
    company: url.hostname.split('.')[0]!.replace(/\b\w/g, (c) => c.toUpperCase()),
  }),
  isConfirmation: (doc) => doc.querySelector(auto('congratulationsPopup')) !== null,
  fillSpecial: async (form, data, seen) => [
    ...(await fillPrompts(form, data.context, seen)),
    ...(await fillEntries(form, data.context.profile, seen)),
  ],
};

/**
 * The wizard's current step name. The active step holds two labels, a spoken one ("current step 2
 * of 6") and the name ("My Experience"); the name is the one that is not a live region.
 */
export function workdayStep(doc: Document): string {
  const step = doc.querySelector(auto('progressBarActiveStep'));
  if (!step) return '';
  const labels = [...step.querySelectorAll('label')].filter(
    (label) => !label.hasAttribute('aria-live'),
  );
  const name = clean(labels.at(-1)?.textContent);
  return name || clean(step.textContent).replace(/^current step \d+ of \d+\s*/i, '');
}
