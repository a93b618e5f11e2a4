import { describe, expect, it } from 'vitest';
import { detectResumeFileType, isZipWithinLimits, ZIP_LIMITS } from '../file-type.ts';
import { parseResume, ResumeParseError } from '../resume-parser.ts';
import { fixture, zipArchive } from '../test-support/fixtures.ts';

const reason = (promise: Promise<unknown>) =>
  promise.then(
    () => 'parsed',
    (error: unknown) => (error instanceof ResumeParseError ? error.reason : String(error)),
  );

/** A Word file whose document is a few kB packed and 60 MB unpacked. */
function bomb(declaredSize?: number) {
  const document = new Uint8Array(60 * 1024 * 1024).fill(0x20);
  return zipArchive([
    { name: '[Content_Types].xml', data: new TextEncoder().encode('<Types/>') },
    { name: 'word/document.xml', data: document, declaredSize },
  ]);
}

describe('DOCX unpacked size', () => {
  it('accepts a real Word file', () => {
    expect(isZipWithinLimits(fixture('en-resume.docx'))).toBe(true);
  });

  it('refuses a zip bomb by the sizes it declares, before unpacking anything', async () => {
    const file = bomb();
    expect(file.byteLength).toBeLessThan(200_000);
    expect(detectResumeFileType(file)).toBe('docx');
    expect(isZipWithinLimits(file)).toBe(false);
    expect(await reason(parseResume(file, 'docx'))).toBe('oversized');
  });

  it('refuses a zip bomb that lies about its size, once unpacking passes the size it declared', async () => {
    const file = bomb(1000);
    expect(isZipWithinLimits(file)).toBe(true);
    expect(await reason(parseResume(file, 'docx'))).toBe('oversized');
  });

  it('refuses a zip of more entries than a Word file has', () => {
    const entries = Array.from({ length: ZIP_LIMITS.maxEntries + 1 }, (_, index) => ({
      name: `word/media/${index}.xml`,
      data: new Uint8Array(1),
    }));
    expect(isZipWithinLimits(zipArchive(entries))).toBe(false);
  });
});
