import { describe, expect, it, vi } from 'vitest';
import { emptyCandidateProfile, type ProfileView } from '@yonder/contract/profile';
import { toFillData } from '../content/fill-data.ts';
import type * as controls from './controls.ts';
import { setFiles } from './controls.ts';
import { fillForm } from './filler.ts';

// jsdom has no DataTransfer: which file goes to which input is checked here; the browser tests
// put real files in real inputs.
vi.mock('./controls.ts', async (original) => ({
  ...(await original<typeof controls>()),
  setFiles: vi.fn(),
}));

describe('the cover letter as a file', () => {
  it('goes to the cover letter input, the resume to the resume input', async () => {
    const letter = { id: 'l1', body: 'Dear Acme,\n\nI would love to build your data platform.' };
    const data = toFillData({
      view: { profile: emptyCandidateProfile() } as ProfileView,
      resume: { name: 'ada-resume.pdf', type: 'application/pdf', base64: 'JVBERi0xLjQK' },
      letter,
    });
    document.body.innerHTML = `<form><label for="r">Resume/CV</label><input type="file" id="r">
      <label for="c">Cover Letter</label><input type="file" id="c"></form>`;
    const report = await fillForm(document.querySelector('form')!, data);
    const calls = vi.mocked(setFiles).mock.calls;
    const sent = (id: string) => calls.find(([input]) => input.id === id)?.[1]?.[0];
    expect(sent('c')?.name).toBe('cover-letter.txt');
    expect(await sent('c')?.text()).toBe(letter.body);
    expect(sent('r')?.name).toBe('ada-resume.pdf');
    expect(report.items.map((item) => [item.key, item.status])).toEqual([
      ['resume', 'filled'],
      ['coverLetter', 'filled'],
    ]);
  });
});
