import type { ResumeFileType } from '@yonder/contract/resumes';
import { hasCfbStream, isCfb } from './resume-parser/cfb.ts';
import { zipEntryNames } from './resume-parser/zip.ts';

export { isZipWithinLimits, ZIP_LIMITS } from './resume-parser/zip-limits.ts';

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((byte, index) => bytes[at + index] === byte);

/** `%PDF-`, allowing the few junk bytes before it that readers accept. */
function isPdf(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  return head.includes('%PDF-');
}

function isDocx(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return false;
  return zipEntryNames(bytes).includes('word/document.xml');
}

/** UTF-8 (or UTF-16 with its byte-order mark) without NUL characters or other binary controls. */
function isText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  const isUtf16 = startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff]);
  let text: string;
  try {
    text = new TextDecoder(isUtf16 ? (bytes[0] === 0xff ? 'utf-16le' : 'utf-16be') : 'utf-8', {
      fatal: true,
    }).decode(bytes);
  } catch {
    return false;
  }
  // Controls other than tab, line feed, form feed and carriage return mark a binary file.
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d)
      return false;
  }
  return true;
}

/**
 * The real type of an uploaded resume, read from its bytes (never its name): PDF by its header,
 * DOCX as a zip holding `word/document.xml`, DOC as an OLE2 compound file with a `WordDocument`
 * stream, plain text as UTF-8 or UTF-16 without binary characters. Null for anything else.
 */
export function detectResumeFileType(bytes: Uint8Array): ResumeFileType | null {
  if (isPdf(bytes)) return 'pdf';
  if (isDocx(bytes)) return 'docx';
  if (isCfb(bytes)) return hasCfbStream(bytes, 'WordDocument') ? 'doc' : null;
  if (isText(bytes)) return 'txt';
  return null;
}
