import type { ResumeDocument } from '@yonder/contract/resume-document';
import type { ResumeFileType } from '@yonder/contract/resumes';
import { buildDocument } from './resume-parser/build-document.ts';
import { cleanLines } from './resume-parser/clean-lines.ts';
import { readDoc } from './resume-parser/doc.ts';
import { readDocx } from './resume-parser/docx.ts';
import { ResumeParseError } from './resume-parser/errors.ts';
import { detectLanguage } from './resume-parser/language.ts';
import { pdfLines } from './resume-parser/pdf-lines.ts';
import { readPdf } from './resume-parser/pdf-read.ts';
import { isStructured } from './resume-parser/structured.ts';
import { decodeText, plainTextLines } from './resume-parser/plain-text.ts';
import type { ExtractedText } from './resume-parser/types.ts';

export { ResumeParseError, type ResumeParseFailure } from './resume-parser/errors.ts';
export { isStructured } from './resume-parser/structured.ts';

export type ParsedResume = {
  document: ResumeDocument;
  /** The resume's own language. */
  language: 'zh' | 'en';
  pages: number;
  /** The text as read, line by line (for analysis and search). */
  text: string;
  /**
   * Whether the rules found the resume's structure (a job, a school, a project or a skill). When
   * not, the document still holds all of its text (as a summary or sections of its own) and the
   * editor says it could not be sorted automatically.
   */
  structured: boolean;
};

/** Fewer characters than this is no resume. */
const MIN_CHARACTERS = 20;

function finish(extracted: ExtractedText): ParsedResume {
  const lines = cleanLines(extracted.lines);
  const text = lines.map((line) => line.text).join('\n');
  if (text.replace(/\s/g, '').length < MIN_CHARACTERS) throw new ResumeParseError('empty');
  const document = buildDocument({ ...extracted, lines });
  return {
    document,
    language: detectLanguage(text),
    pages: extracted.pages,
    text,
    structured: isStructured(document),
  };
}

async function extract(bytes: Uint8Array, fileType: ResumeFileType): Promise<ExtractedText> {
  switch (fileType) {
    case 'pdf': {
      const content = await readPdf(bytes);
      return { lines: pdfLines(content.pages), pages: content.pages.length, links: content.links };
    }
    case 'docx':
      return readDocx(bytes);
    case 'doc':
      return readDoc(bytes);
    case 'txt':
      return { lines: plainTextLines(decodeText(bytes)), pages: 1, links: [] };
    default:
      throw new ResumeParseError('unsupported', String(fileType));
  }
}

/**
 * A resume file's structured content. Bytes in, data out: no file system, no network. The caller
 * (the server's worker) bounds its size and time. Throws `ResumeParseError` with the reason.
 */
export async function parseResume(
  bytes: Uint8Array,
  fileType: ResumeFileType,
): Promise<ParsedResume> {
  return finish(await extract(bytes, fileType));
}

/** A resume pasted or typed as plain text. */
export function parseResumeText(text: string): ParsedResume {
  return finish({ lines: plainTextLines(text), pages: 1, links: [] });
}
