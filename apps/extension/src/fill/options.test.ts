import { describe, expect, it } from 'vitest';
import { pickOption } from './options.ts';

describe('pickOption', () => {
  it('never takes the opposite option that shares words', () => {
    const options = ['Select...', 'Non-US Citizen', 'US Citizen', 'Permanent Resident'];
    expect(pickOption(options, { exact: ['US Citizen'] })).toBe(2);
    expect(
      pickOption(['Non-US Citizen', 'Permanent Resident'], { exact: ['US Citizen'] }),
    ).toBeNull();
  });
  it('never takes "Female" for "Male"', () => {
    expect(pickOption(['Female', 'Male', 'Decline to self-identify'], { exact: ['male'] })).toBe(1);
    expect(pickOption(['Female', 'Decline to self-identify'], { exact: ['male'] })).toBeNull();
  });
  it('never takes a blank placeholder', () => {
    expect(pickOption(['', '--', 'Please select'], { exact: [''] })).toBeNull();
    expect(pickOption(['请选择', '是', '否'], { exact: ['是'] })).toBe(1);
  });
  it('leaves a choice between two matching options to the user', () => {
    expect(pickOption(['Yes, I am', 'Yes, with sponsorship'], { exact: ['yes'] })).toBeNull();
  });
  it('matches whole phrases when no option is exact', () => {
    const veteran = [
      'I am not a protected veteran',
      'I identify as one or more of the classifications of protected veteran',
      "I don't wish to answer",
    ];
    expect(pickOption(veteran, { exact: [], phrases: [/^i am not a protected veteran/] })).toBe(0);
    expect(pickOption(['China (+86)', 'Chile (+56)'], { exact: ['China'] })).toBe(0);
  });
});
