import { describe, expect, it } from 'vitest';
import { emptyCandidateProfile, type ProfileView } from '@yonder/contract/profile';
import { toFillData } from '../content/fill-data.ts';
import { fillForm } from './filler.ts';

/**
 * The cover letter written in Yonder for this job (what `GET /api/v1/extension/cover-letter`
 * answers): its text in a cover-letter box, or as a file in a cover-letter
 * file input (`letter-file.test.ts`).
 */
const LETTER = { id: 'l1', body: 'Dear Acme,\n\nI would love to build your data platform.' };
const RESUME_BYTES = 'JVBERi0xLjQK';

const payload = (letter: typeof LETTER | null) =>
  toFillData({
    view: { profile: emptyCandidateProfile() } as ProfileView,
    resume: { name: 'ada-resume.pdf', type: 'application/pdf', base64: RESUME_BYTES },
    letter,
  });

function form(html: string) {
  document.body.innerHTML = `<form>${html}</form>`;
  return document.querySelector('form')!;
}

describe('the cover letter linked to the job', () => {
  it('goes into the cover letter box as text', async () => {
    const root = form(`<label for="cl">Cover Letter</label><textarea id="cl"></textarea>
      <label for="why">Why do you want to work here?</label><textarea id="why"></textarea>`);
    const report = await fillForm(root, payload(LETTER));
    expect(root.querySelector<HTMLTextAreaElement>('#cl')!.value).toBe(LETTER.body);
    expect(root.querySelector<HTMLTextAreaElement>('#why')!.value).toBe('');
    expect(report.items[0]).toMatchObject({ key: 'coverLetter', status: 'filled' });
  });

  it('without a letter for this job, both are left and the reason said', async () => {
    const root = form(`<label for="cl">Cover Letter</label><textarea id="cl"></textarea>
      <label for="c">Cover Letter</label><input type="file" id="c">`);
    const report = await fillForm(root, payload(null));
    expect(root.querySelector<HTMLTextAreaElement>('#cl')!.value).toBe('');
    expect(root.querySelector<HTMLInputElement>('#c')!.files?.length ?? 0).toBe(0);
    // A letter box and a letter file: both say no letter was written for this job.
    expect(report.items.map((item) => item.status === 'empty' && item.reason)).toEqual([
      'noLetter',
      'noLetter',
    ]);
  });
});
