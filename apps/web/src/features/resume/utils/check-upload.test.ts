import { describe, expect, it } from 'vitest';
import { checkUpload } from './check-upload';

describe('checkUpload', () => {
  it('accepts PDF, Word and text files up to 5 MB', () => {
    for (const name of ['cv.pdf', 'CV.DOCX', 'cv.doc', 'cv.txt'])
      expect(checkUpload({ name, size: 5 * 1024 * 1024 })).toBeNull();
  });

  it('refuses other types and files over 5 MB, saying how large', () => {
    expect(checkUpload({ name: 'cv.png', size: 10 })).toEqual({ kind: 'wrongType' });
    expect(checkUpload({ name: 'cv.pdf', size: 7.25 * 1024 * 1024 })).toEqual({
      kind: 'tooLarge',
      megabytes: '7.3',
    });
  });
});
