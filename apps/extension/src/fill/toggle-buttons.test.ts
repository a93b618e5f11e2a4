import { describe, expect, it } from 'vitest';
import { emptyCandidateProfile } from '@yonder/contract/profile';
import { fillForm } from './filler.ts';

/** Ashby's Yes/No question: toggle buttons setting a hidden input (pressed by class or ARIA). */
function question(label: string, options: string[], withAria = true) {
  const entry = document.createElement('div');
  entry.className = 'ashby-application-form-field-entry';
  entry.innerHTML = `<label class="ashby-application-form-question-title">${label}</label>
    <div class="_yesno_hkyf8_143">${options
      .map((option) => `<button type="button" class="_option_hkyf8_35">${option}</button>`)
      .join('')}<input type="hidden" name="q" value=""></div>`;
  const hidden = entry.querySelector<HTMLInputElement>('input')!;
  const buttons = [...entry.querySelectorAll('button')];
  buttons.forEach((button) => {
    if (withAria) button.setAttribute('aria-pressed', 'false');
    button.addEventListener('click', () => {
      const off = hidden.value === button.textContent;
      hidden.value = off ? '' : button.textContent!;
      buttons.forEach((other) => {
        const on = other.textContent === hidden.value;
        other.classList.toggle('_active_hkyf8_58', on);
        if (withAria) other.setAttribute('aria-pressed', String(on));
      });
    });
  });
  return { entry, hidden };
}

const fill = (root: HTMLElement) => {
  const profile = emptyCandidateProfile();
  profile.answers = { ...profile.answers, workAuthorization: 'yes', needsSponsorship: 'no' };
  return fillForm(root, {
    context: { profile, hasPhoneCountryWidget: false, letterText: null },
    resumeFile: null,
    letterFile: null,
  });
};

describe('Yes/No questions drawn as buttons', () => {
  it('presses the one button the answer bank names, and undo releases it', async () => {
    const form = document.createElement('form');
    const authorised = question('Are you legally authorized to work in the United States?', [
      'Yes',
      'No',
    ]);
    const sponsorship = question(
      'Will you now or in the future require visa sponsorship?',
      ['Yes', 'No'],
      false,
    );
    form.append(authorised.entry, sponsorship.entry);
    document.body.replaceChildren(form);
    const report = await fill(form);
    expect(authorised.hidden.value).toBe('Yes');
    expect(sponsorship.hidden.value).toBe('No');
    const item = report.items.find((entry) => entry.key === 'workAuthorization');
    expect(item).toMatchObject({ status: 'filled', value: 'Yes' });
    if (item?.status === 'filled') item.undo();
    expect(authorised.hidden.value).toBe('');
  });

  it('keeps a question already answered, and leaves one no button alone matches', async () => {
    const form = document.createElement('form');
    const answered = question('Are you legally authorized to work in the United States?', [
      'Yes',
      'No',
    ]);
    answered.entry.querySelectorAll('button')[1]!.click();
    const unclear = question('Will you now or in the future require visa sponsorship?', [
      'Yes, now',
      'Yes, in the future',
      'No, never needed',
      'No, but I have a pending application',
    ]);
    const unknown = question('Are you willing to relocate to Berlin?', ['Yes', 'No']);
    form.append(answered.entry, unclear.entry, unknown.entry);
    document.body.replaceChildren(form);
    const report = await fill(form);
    expect(answered.hidden.value).toBe('No');
    expect(unclear.hidden.value).toBe('');
    expect(unknown.hidden.value).toBe('');
    expect(report.items.map((item) => item.status)).toEqual(['kept', 'empty', 'empty']);
  });
});
