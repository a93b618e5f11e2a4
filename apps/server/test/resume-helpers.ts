import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import PDFDocument from 'pdfkit';
import { eq } from 'drizzle-orm';
import type { App } from '../src/app.ts';
import type { Executor } from '../src/db/client.ts';
import { jobs } from '../src/db/schema/index.ts';
import { insertJobs } from '../src/modules/jobs/job-writer.ts';
import { RESUME_FONT_FILES } from '../src/modules/resumes/pdf/fonts.ts';
import { jobRecord } from './job-fixtures.ts';
import { randomIp } from './auth-helpers.ts';
import type { JobRecord } from '../src/modules/jobs/job-record.ts';

type Part = { name: string; data: Buffer | string; fileName?: string; contentType?: string };

/** A multipart/form-data body as a browser sends it. */
export function multipartBody(parts: Part[]) {
  const boundary = `----yonder${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.fileName === undefined ? '' : `; filename="${part.fileName}"`}`;
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`];
    if (part.fileName !== undefined)
      head.push(`Content-Type: ${part.contentType ?? 'application/octet-stream'}`);
    chunks.push(
      Buffer.from(`${head.join('\r\n')}\r\n\r\n`),
      Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** POST /api/v1/resumes with a file, as the upload screen sends it. */
export function uploadFile(
  app: App,
  token: string,
  file: { bytes: Buffer | string; fileName: string; title?: string },
  language: 'zh' | 'en' = 'en',
) {
  const parts: Part[] = [];
  if (file.title) parts.push({ name: 'title', data: file.title });
  parts.push({ name: 'file', data: file.bytes, fileName: file.fileName });
  const body = multipartBody(parts);
  return app.inject({
    method: 'POST',
    url: '/api/v1/resumes',
    payload: body.payload,
    remoteAddress: randomIp(),
    headers: {
      'content-type': body.contentType,
      authorization: `Bearer ${token}`,
      'accept-language': language,
    },
  });
}

/** A grey PNG with dark stripes, like a photographed page of text. */
export function makePng(width = 120, height = 160): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Array.from({ length: height }, (_, y) =>
    Buffer.from([
      0,
      ...Array.from({ length: width }, (_, x) => (y % 8 < 3 && x % 37 < 30 ? 40 : 235)),
    ]),
  );
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const PNG_BYTES = makePng();

/** A PDF made with pdfkit: text lines in the Chinese-capable font, optionally encrypted. */
export async function makePdf(
  lines: string[],
  options: { userPassword?: string; textLayer?: boolean } = {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    font: RESUME_FONT_FILES.regular,
    ...(options.userPassword ? { userPassword: options.userPassword, pdfVersion: '1.7' } : {}),
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => doc.on('end', resolve));
  if (options.textLayer === false) {
    // A "scan": a page-sized picture and no text at all.
    doc.image(PNG_BYTES, 40, 40, { width: 515, height: 760 });
  } else {
    for (const line of lines) doc.fontSize(11).text(line);
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

export const ENGLISH_RESUME_LINES = [
  'Ada Lovelace',
  'Senior Frontend Engineer',
  'ada@example.com | +44 20 7946 0000 | London',
  '',
  'Summary',
  'Frontend engineer with 8 years of experience building React and TypeScript applications.',
  '',
  'Experience',
  'Senior Frontend Engineer, Northwind Labs    2019-03 - Present',
  '• Built a design system in React and TypeScript used by 12 product teams',
  '• Cut page load time by 45% with code splitting and server-side rendering in Next.js',
  'Frontend Engineer, Contoso    2015-06 - 2019-02',
  '• Developed dashboards with JavaScript, CSS and GraphQL',
  '',
  'Education',
  'University of Cambridge, BSc Computer Science    2011 - 2015',
  '',
  'Skills',
  'React, TypeScript, JavaScript, Next.js, GraphQL, CSS, HTML, Jest',
];

/** Stores jobs and answers their ids in order. */
export async function createJobs(
  db: Executor,
  records: Array<Partial<JobRecord>>,
): Promise<string[]> {
  const full = records.map((record) => jobRecord(record));
  await insertJobs(db, full);
  const ids: string[] = [];
  for (const record of full) {
    const [row] = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(eq(jobs.sourceId, record.sourceId));
    if (!row) throw new Error(`job ${record.sourceId} was not stored`);
    ids.push(row.id);
  }
  return ids;
}
