// Writes the resume fixtures of the career-ai tests into test/fixtures/:
//   node packages/career-ai/scripts/make-fixtures.ts
// The Chinese PDF needs a CJK font: CJK_FONT=/path/to/font.otf (or a .ttc with CJK_FONT_FAMILY);
// by default the Noto Sans CJK of Debian's fonts-noto-cjk. The .doc fixtures need LibreOffice
// (Debian's libreoffice-writer-nogui). The generated files are committed, so the tests need neither.
import fs from 'node:fs';
import path from 'node:path';
import { chinesePdf } from './fixtures/chinese-pdf.ts';
import { dateColumnEnglish } from './fixtures/date-column-en.ts';
import { englishDocx } from './fixtures/docx-en.ts';
import { renderPdf } from './fixtures/pdf-helpers.ts';
import { scannedPdf } from './fixtures/scanned.ts';
import { CHINESE_TEXT } from './fixtures/text-zh.ts';
import { convertToWord97 } from './fixtures/word-97.ts';
import { twoColumnEnglish } from './fixtures/two-column-en.ts';

const OUT = path.join(import.meta.dirname, '..', 'test', 'fixtures');
const font = process.env.CJK_FONT ?? '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const family =
  process.env.CJK_FONT_FAMILY ?? (font.endsWith('.ttc') ? 'NotoSansCJKsc-Regular' : undefined);

const write = (name: string, bytes: Buffer | string) => {
  fs.writeFileSync(path.join(OUT, name), bytes);
  console.log(`${name}  ${Buffer.byteLength(bytes)} bytes`);
};

fs.mkdirSync(OUT, { recursive: true });
write('en-two-column.pdf', await twoColumnEnglish());
write('en-date-column.pdf', await dateColumnEnglish());
write('en-resume.docx', await englishDocx());
write('zh-resume.txt', CHINESE_TEXT);
write('scanned.pdf', await scannedPdf());
write(
  'encrypted.pdf',
  await renderPdf(
    (doc) =>
      doc.fontSize(12).text('Confidential resume of Lena Fischer, Senior Frontend Engineer.'),
    {
      userPassword: 'open-sesame',
      ownerPassword: 'owner-secret',
      pdfVersion: '1.7',
    },
  ),
);
if (fs.existsSync(font)) write('zh-one-column.pdf', await chinesePdf(font, family));
else console.log(`zh-one-column.pdf skipped: no CJK font at ${font} (set CJK_FONT)`);
// Old Word files from the DOCX and the text resume, when LibreOffice is installed.
const docs = convertToWord97(OUT, ['en-resume.docx', 'zh-resume.txt']);
console.log(
  docs ? `${docs.join(', ')} written` : '.doc fixtures skipped: no LibreOffice (soffice)',
);
