import { describe, expect, it } from 'vitest';
import { parseResume, ResumeParseError } from '../resume-parser.ts';
import { fixture } from '../test-support/fixtures.ts';
import { lostLines } from '../test-support/lost-lines.ts';
import {
  danglingLinkDocx,
  headerAndTableDocx,
  headerOnlyDocx,
  libreOfficeDocx,
  proseOnlyPdf,
  textBoxesOnlyDocx,
} from '../test-support/unstructured-shapes.ts';

/**
 * Files Word, LibreOffice or a PDF viewer opens are read, whatever their text sits in; one the
 * rules cannot sort into sections still gives all of its text, marked as not structured.
 */
describe('files whose text sits where resumes seldom put it', () => {
  it('reads a Word template whose name is only in the page header and whose body is one big table', async () => {
    const parsed = await parseResume(headerAndTableDocx(), 'docx');
    expect(parsed.document.basics).toMatchObject({
      name: 'Mei Lin Zhou',
      email: 'mei.zhou@example.com',
      phone: '+86 139 1234 5678',
    });
    // Every cell's paragraphs, the section names on the left read as headings; no page number.
    expect(parsed.text.split('\n')).toEqual([
      'Mei Lin Zhou',
      'mei.zhou@example.com · +86 139 1234 5678 · Hangzhou',
      'Experience',
      'Qiantang Logistics, Operations Analyst, 2021 – Present',
      'Planned routes for 200 trucks a day.',
      'Education',
      'Zhejiang Normal University, BSc Statistics, 2017 – 2021',
      'Skills',
      'SQL, Python, Tableau',
    ]);
    expect(parsed.document.education.map((school) => school.institution)).toEqual([
      'Zhejiang Normal University',
    ]);
    expect(parsed.document.skills.map((skill) => skill.name)).toEqual(['SQL', 'Python', 'Tableau']);
    expect(parsed.structured).toBe(true);
    expect(lostLines(parsed.text, parsed.document)).toEqual([]);
  });

  it('reads a Word file whose whole text is in the page header: kept, marked not structured', async () => {
    const parsed = await parseResume(headerOnlyDocx(), 'docx');
    expect(parsed.document.basics.name).toBe('Tomasz Kowalczyk');
    expect(parsed.text).toContain('Baltic Yachts, Quality Engineer, 2019 – Present');
    expect(parsed.structured).toBe(false);
    expect(lostLines(parsed.text, parsed.document)).toEqual([]);
  });

  it('reads a Word file whose paragraphs are all in text frames, each once', async () => {
    const parsed = await parseResume(textBoxesOnlyDocx(), 'docx');
    expect(parsed.text.split('\n')).toEqual([
      'Ines Duarte',
      'ines.duarte@example.com | Porto, Portugal',
      'EXPERIENCE',
      'Ribeira Studio, Illustrator, 2018 – Present',
      'EDUCATION',
      'University of Porto, BA Fine Arts, 2014 – 2018',
    ]);
    expect(parsed.document.work.map((job) => [job.name, job.position])).toEqual([
      ['Ribeira Studio', 'Illustrator'],
    ]);
    expect(parsed.document.education[0]?.institution).toBe('University of Porto');
  });

  it('reads a DOCX LibreOffice wrote: header contacts, a frame heading, date tables', async () => {
    const parsed = await parseResume(libreOfficeDocx(), 'docx');
    expect(parsed.document.basics).toMatchObject({
      name: 'Hana Novák',
      email: 'hana.novak@example.com',
      phone: '+420 601 555 013',
    });
    expect(parsed.text).toContain('2020 – Present   Moravia Systems, Backend Developer');
    expect(parsed.document.education[0]?.institution).toBe('Brno University of Technology');
    expect(parsed.structured).toBe(true);
    expect(lostLines(parsed.text, parsed.document)).toEqual([]);
  });

  it('reads a Word file mammoth refuses (a link without its relationship) from its XML', async () => {
    const parsed = await parseResume(danglingLinkDocx(), 'docx');
    expect(parsed.text.split('\n')).toEqual([
      'Aroha Ngata',
      'aroha.ngata@example.com | +64 21 555 0147',
      'EXPERIENCE',
      'Harbourside Clinic, Practice Manager   2019 – Present',
      'EDUCATION',
      'University of Otago, BCom Management, 2013 – 2016',
    ]);
    expect(parsed.document.basics).toMatchObject({
      name: 'Aroha Ngata',
      email: 'aroha.ngata@example.com',
      phone: '+64 21 555 0147',
    });
    expect(parsed.document.education[0]?.institution).toBe('University of Otago');
    expect(lostLines(parsed.text, parsed.document)).toEqual([]);
  });

  it('keeps a PDF of prose whole, as text to sort by hand', async () => {
    const parsed = await parseResume(await proseOnlyPdf(), 'pdf');
    expect(parsed.structured).toBe(false);
    expect(parsed.document.basics.email).toBe('river.stone@example.com');
    expect(lostLines(parsed.text, parsed.document)).toEqual([]);
    expect(JSON.stringify(parsed.document)).toContain(
      'Before that I travelled for a long time and worked wherever help was needed on farms.',
    );
  });

  it('says a scanned PDF has no text to read (not that it is damaged)', async () => {
    const error = await parseResume(fixture('scanned.pdf'), 'pdf').catch((caught) => caught);
    expect(error).toBeInstanceOf(ResumeParseError);
    expect((error as ResumeParseError).reason).toBe('scanned');
  });
});
