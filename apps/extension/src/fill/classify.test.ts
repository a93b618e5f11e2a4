import { describe, expect, it } from 'vitest';
import { classifyField } from './classify.ts';
import { findFields } from './fields.ts';

const keysOf = (html: string) => {
  document.body.innerHTML = `<form>${html}</form>`;
  return findFields(document.querySelector('form')!, new WeakSet()).map((field) => [
    field.label,
    classifyField(field),
  ]);
};

describe('what a field asks, beyond its label', () => {
  it('reads the autofill token when the label is in another language', () => {
    expect(
      keysOf(`<label for="a">Vorname</label><input id="a" autocomplete="given-name">
        <label for="b">Nachname</label><input id="b" autocomplete="section-x family-name">
        <label for="c">Ort</label><input id="c" autocomplete="shipping address-level2">
        <label for="d">Anmerkung</label><input id="d" autocomplete="off">`),
    ).toEqual([
      ['Vorname', 'firstName'],
      ['Nachname', 'lastName'],
      ['Ort', 'city'],
      ['Anmerkung', null],
    ]);
  });

  it('reads names and ids only for a box with no label of its own', () => {
    expect(
      keysOf(`<input name="linkedin_url"><input id="candidateEmail">
        <label for="p">Preferred name</label><input id="p" name="preferred_first_name">`),
    ).toEqual([
      ['', 'linkedin'],
      ['', 'email'],
      ['Preferred name', null],
    ]);
  });

  it('knows a file by its group, a paragraph before it, its name or its shadow host', () => {
    expect(
      keysOf(`
        <div role="group" aria-labelledby="g1"><div id="g1">Cover Letter</div>
          <label for="f1">Attach</label><input type="file" id="f1"></div>
        <p>Resume*</p><div><div><button type="button">Choose File</button>
          <input type="file" aria-label="file-input"></div></div>
        <input type="file" name="cResume" style="display:none">
        <label for="f4">Attach</label><input type="file" id="f4">`),
    ).toEqual([
      ['Cover Letter', 'coverLetter'],
      ['Resume*', 'resume'],
      ['', 'resume'],
      ['Attach', null],
    ]);
  });

  it('takes a "Country" inside the phone fieldset for the phone\'s country', () => {
    expect(
      keysOf(`<fieldset><legend>Phone</legend>
        <label id="c-label" for="c">Country</label><input id="c" role="combobox" aria-labelledby="c-label">
        <label for="p">Phone</label><input id="p" type="tel"></fieldset>
        <label for="r">Country</label><select id="r"><option>Germany</option></select>`),
    ).toEqual([
      ['Country', 'phoneCountry'],
      ['Phone', 'phone'],
      ['Country', 'country'],
    ]);
  });

  it('never answers a box of a job entry with a contact field', () => {
    expect(
      keysOf(`<div role="group" aria-labelledby="w2"><h5 id="w2">Work Experience 2</h5>
        <label for="l">Location</label><input id="l"></div>
        <div role="group" aria-labelledby="e1"><h5 id="e1">Education 1</h5>
        <label for="s">School</label><input id="s"><label for="c2">City</label><input id="c2"></div>`),
    ).toEqual([
      ['Location', null],
      ['School', 'school'],
      ['City', null],
    ]);
  });

  it('knows self-identification questions by their options when the label says nothing', () => {
    expect(
      keysOf(`<h3>Please check one of the boxes below:</h3><ul>
        <li><label><input type="radio" name="v" value="1">I IDENTIFY AS A PROTECTED VETERAN</label></li>
        <li><label><input type="radio" name="v" value="2">I AM NOT A PROTECTED VETERAN</label></li></ul>`),
    ).toEqual([['Please check one of the boxes below:', 'veteran']]);
  });
});
