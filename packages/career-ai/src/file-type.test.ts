import { describe, expect, it } from 'vitest';
import { detectResumeFileType } from './file-type.ts';
import { compoundFile, fixture } from './test-support/fixtures.ts';

describe('detectResumeFileType', () => {
  it('reads the real type of each fixture from its bytes', () => {
    expect(detectResumeFileType(fixture('en-two-column.pdf'))).toBe('pdf');
    expect(detectResumeFileType(fixture('encrypted.pdf'))).toBe('pdf');
    expect(detectResumeFileType(fixture('en-resume.docx'))).toBe('docx');
    expect(detectResumeFileType(fixture('zh-resume.txt'))).toBe('txt');
    expect(detectResumeFileType(fixture('en-resume.doc'))).toBe('doc');
    expect(detectResumeFileType(fixture('zh-resume.doc'))).toBe('doc');
  });

  it('tells an old Word document from other compound files', () => {
    expect(detectResumeFileType(compoundFile(['WordDocument', '1Table']))).toBe('doc');
    // A password-protected DOCX or an Excel workbook share the container, not the type.
    expect(detectResumeFileType(compoundFile(['EncryptionInfo', 'EncryptedPackage']))).toBeNull();
    expect(detectResumeFileType(compoundFile(['Workbook']))).toBeNull();
  });

  it('accepts UTF-8 and UTF-16 text and refuses binary files', () => {
    expect(detectResumeFileType(new TextEncoder().encode('张三\n前端工程师\n'))).toBe('txt');
    const utf16 = new Uint8Array([
      0xff,
      0xfe,
      ...[...'Resume'].flatMap((c) => [c.charCodeAt(0), 0]),
    ]);
    expect(detectResumeFileType(utf16)).toBe('txt');
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(detectResumeFileType(png)).toBeNull();
    expect(detectResumeFileType(new Uint8Array([0x41, 0x00, 0x42]))).toBeNull();
    expect(detectResumeFileType(new Uint8Array([0xc3, 0x28]))).toBeNull();
    expect(detectResumeFileType(new Uint8Array())).toBeNull();
  });

  it('refuses a zip archive that is no Word document', () => {
    const docx = fixture('en-resume.docx');
    const text = new TextDecoder('latin1')
      .decode(docx)
      .replaceAll('word/document.xml', 'word/documenX.xml');
    expect(detectResumeFileType(Uint8Array.from(text, (c) => c.charCodeAt(0)))).toBeNull();
  });
});
