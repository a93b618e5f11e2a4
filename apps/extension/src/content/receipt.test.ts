import { describe, expect, it } from 'vitest';
import { isSendButton, snapshotForm } from './receipt.ts';

describe('the receipt of a sent form', () => {
  it('keeps each answered field as the page holds it, files by name and size', () => {
    document.body.innerHTML = `<form>
      <label for="n">Full name ✱</label><input id="n" value="Ada Lovelace">
      <label for="e">Email</label><input id="e" value="">
      <label for="g">Gender</label><select id="g"><option value="">Select…</option><option value="f" selected>Female</option></select>
      <fieldset><legend>Sponsorship?</legend>
        <label><input type="radio" name="s" value="y">Yes</label>
        <label><input type="radio" name="s" value="n" checked>No</label></fieldset>
      <div class="select__container"><label id="c-label" for="c">Country</label>
        <div class="select__single-value">Germany</div><input id="c" role="combobox" aria-labelledby="c-label"></div>
      <div role="group" aria-labelledby="w"><h5 id="w">Work Experience 2</h5>
        <label for="t">Job Title</label><input id="t" value="Engineer"></div>
      <label for="f">Resume</label><input id="f" type="file">
      <input type="hidden" name="token" value="secret">
      <input type="password" value="hunter2"></form>`;
    const file = new File(['%PDF-1.4'], 'ada.pdf', { type: 'application/pdf' });
    Object.defineProperty(document.querySelector('#f'), 'files', { value: [file] });
    expect(snapshotForm(document.querySelector('form')!)).toEqual([
      { label: 'Full name', value: 'Ada Lovelace', files: [] },
      { label: 'Gender', value: 'Female', files: [] },
      { label: 'Country', value: 'Germany', files: [] },
      { label: 'Work Experience 2 › Job Title', value: 'Engineer', files: [] },
      { label: 'Resume', value: '', files: [{ name: 'ada.pdf', size: 8 }] },
      { label: 'Sponsorship?', value: 'No', files: [] },
    ]);
  });

  it('knows the buttons that send a form or a step, never the panel’s', () => {
    document.body.innerHTML = `<button type="button">Save and Continue</button>
      <a href="#" id="resumator-submit-resume">Submit Application</a>
      <button type="button">Add Another</button>
      <div data-yonder-panel><button type="button">Submit</button></div>`;
    const [save, link, add, ours] = [...document.querySelectorAll<HTMLElement>('button, a')];
    expect(isSendButton(save!)).toBe(save);
    expect(isSendButton(link!)).toBe(link);
    expect(isSendButton(add!)).toBeNull();
    expect(isSendButton(ours!)).toBeNull();
  });
});
