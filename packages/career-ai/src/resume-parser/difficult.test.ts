import { describe, expect, it } from 'vitest';
import { parseResume, parseResumeText } from '../resume-parser.ts';
import { linkedInPasteDocx, textBoxHeadingsDocx } from '../test-support/difficult-docx.ts';
import {
  allCapsNamePdf,
  ligaturesPdf,
  linkedContactsPdf,
  spacedWordsPdf,
} from '../test-support/difficult-pdf.ts';

const roles = (work: { name: string; position: string; startDate: string; endDate: string }[]) =>
  work.map((entry) => [entry.name, entry.position, entry.startDate, entry.endDate]);

describe('a DOCX whose headings sit in Word text boxes', async () => {
  const { document, text } = await parseResume(textBoxHeadingsDocx(), 'docx');

  it('reads each heading once, before the section it opens', () => {
    expect(text.match(/EXPERIENCE/g)).toHaveLength(1);
    expect(text.indexOf('EXPERIENCE')).toBeLessThan(text.indexOf('Harbour Health'));
    expect(document.basics.summary).toBe(
      'Designer of calm, accessible interfaces for health and finance products.',
    );
  });

  it('reads the entries and skills of the sections', () => {
    expect(roles(document.work)).toEqual([
      ['Harbour Health', 'Senior UX Designer', '2020-03', ''],
      ['Tallow Bank', 'UX Designer', '2016-06', '2020-02'],
    ]);
    expect(document.education[0]).toMatchObject({
      institution: 'University of Leeds',
      studyType: 'BA',
      area: 'Graphic Design',
    });
    expect(document.skills.map((skill) => skill.name)).toEqual(
      expect.arrayContaining(['Figma', 'User Research', 'Prototyping', 'Design Systems']),
    );
  });
});

describe('a LinkedIn profile pasted into Word', async () => {
  const { document, text } = await parseResume(await linkedInPasteDocx(), 'docx');

  it('reads every string once', () => {
    expect(text).not.toMatch(/Alex Morgan\s*Alex Morgan|Product ManagerProduct Manager/);
    expect(document.basics).toMatchObject({
      name: 'Alex Morgan',
      label: 'Senior Product Manager at Northwind',
      email: '',
      location: { city: 'Lisbon', countryCode: 'PT' },
    });
    expect(document.basics.summary).toBe(
      'Product manager with eight years of experience shipping payments and billing products for small businesses.',
    );
  });

  it('reads roles from the title, company and "· 3 yrs 2 mos" lines', () => {
    expect(roles(document.work)).toEqual([
      ['Northwind', 'Senior Product Manager', '2020-01', ''],
      ['Contoso Payments', 'Product Manager', '2016-03', '2019-12'],
    ]);
    expect(document.work[0]!.location).toBe('Lisbon, Portugal, Remote');
    expect(document.work[0]!.highlights[0]).toMatch(/^Own the roadmap/);
  });

  it('reads education and skills as written, without the endorsements', () => {
    expect(document.education).toEqual([
      expect.objectContaining({
        institution: 'Universidade de Lisboa',
        studyType: 'Master of Business Administration',
        area: 'Business Administration',
        startDate: '2013',
        endDate: '2015',
      }),
    ]);
    expect(document.skills.map((skill) => skill.name)).toEqual([
      'Product Management',
      'User Research',
      'A/B Testing',
    ]);
  });
});

describe('a LinkedIn profile pasted without even its section names', async () => {
  const { document } = await parseResume(await linkedInPasteDocx({ titles: false }), 'docx');

  it('finds the sections from the profile’s shape', () => {
    expect(document.basics.summary).toMatch(/^Product manager with eight years/);
    expect(roles(document.work)).toEqual([
      ['Northwind', 'Senior Product Manager', '2020-01', ''],
      ['Contoso Payments', 'Product Manager', '2016-03', '2019-12'],
    ]);
    expect(document.education.map((entry) => [entry.institution, entry.endDate])).toEqual([
      ['Universidade de Lisboa', '2015'],
    ]);
    expect(document.skills.map((skill) => skill.name)).toEqual([
      'Product Management',
      'User Research',
      'A/B Testing',
    ]);
  });
});

describe('an inline "Skills:" line in a work section', () => {
  it('stays with its role when more roles follow, and opens the skills when a heading follows', () => {
    const { document } = parseResumeText(
      [
        'Ana Costa',
        'ana@example.com',
        'Experience',
        'Acme, Data Analyst, 2019 – 2021',
        '- Built weekly revenue reports.',
        'Skills: Python, SQL',
        'Education',
        'University of Porto, BSc Statistics, 2015 – 2019',
      ].join('\n'),
    );
    expect(document.skills.map((skill) => skill.name)).toEqual(['Python', 'SQL']);
    expect(document.education[0]!.institution).toBe('University of Porto');
  });
});

describe('a PDF with a tab and a no-break space between words and hyphenated words', async () => {
  const { document, text } = await parseResume(await spacedWordsPdf(), 'pdf');

  it('reads the words as lines, not as columns', () => {
    expect(text).toContain('tomas.herrera@example.com | +34 612 345 678 | Valencia, Spain');
    expect(text).not.toMatch(/[\t\u00a0\u00ad]|(?!\n)\p{Cc}/u);
    expect(document.basics).toMatchObject({
      phone: '+34 612 345 678',
      location: { city: 'Valencia', countryCode: 'ES' },
    });
  });

  it('removes soft hyphens and joins words broken at the line end', () => {
    expect(roles(document.work)).toEqual([
      ['Mediterra Logistics', 'Operations Manager', '2019-04', ''],
    ]);
    expect(document.work[0]!.highlights).toEqual([
      'Cut warehouse picking errors by 35% with a new quality process and weekly inventory audits across three sites and a transportation plan for 120 daily routes.',
      'Managed a budget of €4M and a team of 28 in supply chain planning.',
    ]);
    expect(document.education[0]).toMatchObject({
      studyType: 'BSc',
      area: 'Industrial Engineering',
    });
    expect(document.skills.map((skill) => skill.name)).toHaveLength(5);
  });
});

describe('ligatures', () => {
  it('are spelled out in a PDF', async () => {
    const { document, text } = await parseResume(await ligaturesPdf(), 'pdf');
    expect(text).not.toMatch(/[\uFB00-\uFB06]/u);
    expect(document.basics.summary).toBe(
      'Certified analyst with a profile in financial modelling and efficient cash flow forecasting.',
    );
    expect(document.work[0]!.highlights).toEqual([
      'Built the financial models for 14 acquisitions and offloaded the quarterly flow of funds.',
      'Cut the monthly close from nine days to five with the staff of the office.',
    ]);
  });

  it('and soft hyphens are undone in text copied out of a PDF', () => {
    const { document } = parseResumeText(
      [
        'Sofia Lindberg',
        'sofia@example.com',
        'Experience',
        'Nordhavn Capital, Financial Analyst, 2019 – Present',
        '- Built the \uFB01nancial models of the o\uFB03ce and a trans\u00ADpor\u00AD',
        '  tation plan\u00A0for\u00A0the \uFB02eet.',
      ].join('\n'),
    );
    expect(document.work[0]!.highlights).toEqual([
      'Built the financial models of the office and a transportation plan for the fleet.',
    ]);
  });
});

describe('names', () => {
  it('are found when set in capitals, and kept as the person wrote them', async () => {
    const { document } = await parseResume(await allCapsNamePdf(), 'pdf');
    expect(document.basics).toMatchObject({ name: 'JANE DOE', label: 'CUSTOMER SUCCESS MANAGER' });
    expect(document.work.map((work) => work.name)).toEqual(['Brightdesk', 'Helpwise']);
  });

  it('keep a Chinese surname in capitals as written', async () => {
    const { document } = await parseResume(await allCapsNamePdf('WANG Xiaoming'), 'pdf');
    expect(document.basics.name).toBe('WANG Xiaoming');
  });

  it('are found beside a headline or with the Latin name beside the Chinese one', () => {
    const withHeadline = parseResumeText(
      'JANE DOE | Product Designer\njane@example.com\nSkills\nFigma',
    );
    expect(withHeadline.document.basics.name).toBe('JANE DOE');
    const mixed = parseResumeText('张伟 (David Zhang)\ndavid@example.com\n技能\nFigma, Sketch');
    expect(mixed.document.basics.name).toBe('张伟 (David Zhang)');
  });
});

describe('a PDF whose contact details are links behind words', () => {
  it('reads the email, phone and profiles from the links', async () => {
    const { document } = await parseResume(await linkedContactsPdf(), 'pdf');
    expect(document.basics).toMatchObject({
      email: 'priya.raman@example.com',
      phone: '+447700900123',
    });
    expect(document.basics.profiles.map((profile) => [profile.network, profile.username])).toEqual([
      ['LinkedIn', 'priyaraman'],
      ['GitHub', 'priyaraman'],
    ]);
  });
});
