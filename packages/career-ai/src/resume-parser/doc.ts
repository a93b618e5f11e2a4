import WordExtractor from 'word-extractor';
import { hasCfbStream } from './cfb.ts';
import { ResumeParseError } from './errors.ts';
import { plainTextLines } from './plain-text.ts';
import type { ExtractedText } from './types.ts';

/** Word 97–2003 documents, through word-extractor (it reads the buffer in memory). */
export async function readDoc(bytes: Uint8Array): Promise<ExtractedText> {
  // word-extractor reads DOCX too: hold it to the compound files of Word 97–2003.
  if (!hasCfbStream(bytes, 'WordDocument'))
    throw new ResumeParseError('malformed', 'no WordDocument stream');
  let text: string;
  try {
    const document = await new WordExtractor().extract(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    );
    text = [
      document.getBody(),
      document.getHeaders({ includeFooters: false }),
      document.getTextboxes({ includeHeadersAndFooters: false }),
    ].join('\n');
  } catch (error) {
    const message = (error as Error).message ?? '';
    if (/encrypt|password/i.test(message))
      throw new ResumeParseError('encrypted', message, { cause: error });
    throw new ResumeParseError('malformed', message, { cause: error });
  }
  const lines = plainTextLines(text);
  if (lines.length === 0) throw new ResumeParseError('empty');
  return { lines, pages: 1, links: [] };
}
