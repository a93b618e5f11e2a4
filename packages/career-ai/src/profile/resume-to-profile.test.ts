import { describe, expect, it } from 'vitest';
import {
  candidateProfileSchema,
  emptyCandidateProfile,
  profileCompleteness,
  profileSectionsSchema,
} from '@yonder/contract/profile';
import { resumeDocumentSchema } from '@yonder/contract/resume-document';
import {
  resumeToProfileSections,
  toHttpUrl,
  toLanguageLevel,
  toYearMonth,
} from './resume-to-profile.ts';

const document = resumeDocumentSchema.parse({
  basics: {
    name: ' Ada Lovelace ',
    email: 'ada@example.com',
    phone: '+44 20 7946 0958',
    url: 'ada.dev',
    location: { city: 'London', countryCode: 'gb' },
    profiles: [
      { network: 'GitHub', url: 'github.com/ada' },
      { network: 'GitHub again', url: 'https://github.com/ada' },
      { network: 'Broken', url: 'javascript:alert(1)' },
    ],
  },
  work: [
    {
      name: 'Northwind',
      position: 'Engineer',
      startDate: '2019-03-15',
      endDate: '',
      summary: 'Built things.',
      highlights: ['Shipped the API'],
    },
    { name: '', position: '' },
  ],
  education: [
    {
      institution: 'Cambridge',
      studyType: 'BSc',
      area: 'Mathematics',
      startDate: '2009',
      endDate: '2013.6',
    },
  ],
  projects: [{ name: 'Engine', url: 'https://example.com/engine', description: 'Analytical' }],
  skills: [
    { name: 'Frontend', keywords: ['TypeScript', 'React', 'typescript'] },
    { name: 'Go', keywords: [] },
    { name: 'react', keywords: [] },
  ],
  languages: [
    { language: 'English', fluency: 'Native speaker' },
    { language: '中文', fluency: '流利' },
    { language: 'German', fluency: 'B1' },
    { language: 'French', fluency: '' },
  ],
});

describe('resumeToProfileSections', () => {
  const sections = resumeToProfileSections(document);

  it('passes the profile schema as it stands', () => {
    expect(profileSectionsSchema.parse(sections)).toEqual(sections);
  });

  it('takes the contact from basics, the phone split from its country code', () => {
    expect(sections.contact).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phoneCountryCode: '+44',
      phone: '20 7946 0958',
      city: 'London',
      country: 'GB',
      timeZone: '',
    });
  });

  it('writes dates as year-month and leaves empty entries out', () => {
    expect(sections.work).toEqual([
      {
        id: 'work-1',
        company: 'Northwind',
        title: 'Engineer',
        location: '',
        start: '2019-03',
        end: '',
        description: 'Built things.\n- Shipped the API',
      },
    ]);
    expect(sections.education[0]).toMatchObject({
      school: 'Cambridge',
      degree: 'BSc',
      field: 'Mathematics',
      start: '2009-01',
      end: '2013-06',
    });
  });

  it('flattens skills once each, whatever their case', () => {
    expect(sections.skills.map((skill) => skill.name)).toEqual(['TypeScript', 'React', 'Go']);
  });

  it('makes links from the profiles and the home page, each once, only http(s)', () => {
    expect(sections.links.map(({ label, url }) => [label, url])).toEqual([
      ['GitHub', 'https://github.com/ada'],
      ['ada.dev', 'https://ada.dev'],
    ]);
  });

  it('maps fluency words to the profile levels', () => {
    expect(sections.languages.map((language) => language.level)).toEqual([
      'native',
      'fluent',
      'conversational',
      'professional',
    ]);
    expect(toLanguageLevel('beginner')).toBe('basic');
    expect(toLanguageLevel('熟练')).toBe('professional');
  });

  it('offers nothing it cannot store: a bad e-mail or phone is left empty', () => {
    const odd = resumeToProfileSections(
      resumeDocumentSchema.parse({ basics: { email: 'not-an-email', phone: 'call me' } }),
    );
    expect(odd.contact).toMatchObject({ email: '', phone: '', phoneCountryCode: '' });
  });

  it('names entries with the given ids', () => {
    const named = resumeToProfileSections(document, (section, index) => `${section}:${index}`);
    expect(named.skills[0]!.id).toBe('skills:0');
  });
});

describe('date and URL helpers', () => {
  it.each([
    ['2020-1', '2020-01'],
    ['2020/12', '2020-12'],
    ['2020-13', ''],
    ['Present', ''],
    ['', ''],
  ])('toYearMonth(%j) is %j', (input, output) => expect(toYearMonth(input)).toBe(output));

  it('gives only http(s) URLs', () => {
    expect(toHttpUrl('ftp://example.com')).toBe('');
    expect(toHttpUrl('example.com/x')).toBe('https://example.com/x');
  });
});

describe('profileCompleteness', () => {
  it('counts 20% per item: a resume file for contact, an entry for a section', () => {
    const profile = emptyCandidateProfile();
    expect(profileCompleteness(profile, false)).toEqual({
      percent: 0,
      items: { contact: false, education: false, work: false, skills: false, preferences: false },
    });
    expect(profileCompleteness(profile, true).percent).toBe(20);
    const filled = candidateProfileSchema.parse({
      work: [{ id: 'w', company: 'Northwind' }],
      skills: [{ id: 's', name: 'Go' }],
      preferences: { remoteTypes: ['fullRemote'] },
    });
    expect(profileCompleteness(filled, false)).toMatchObject({
      percent: 60,
      items: { work: true, skills: true, preferences: true, education: false },
    });
    const full = candidateProfileSchema.parse({
      ...filled,
      education: [{ id: 'e', school: 'Cambridge' }],
    });
    expect(profileCompleteness(full, true).percent).toBe(100);
  });

  it('counts a contact typed by hand only with a resume file attached (spec 5)', () => {
    const typed = candidateProfileSchema.parse({ contact: { name: 'Ada' } });
    expect(profileCompleteness(typed, false).items.contact).toBe(false);
  });
});

describe('fitProfileSections', () => {
  it('keeps what fits, empties what does not, drops blank entries and repeated skills', async () => {
    const { fitProfileSections } = await import('./fit-sections.ts');
    const fitted = fitProfileSections(
      {
        contact: { name: 'Ada', email: 'nope', country: 'gb', timeZone: 'Mars/Base' },
        work: [
          { company: 'Northwind', start: '2019.3', end: 'now', description: 42 },
          { company: '', title: '' },
          'junk',
        ],
        links: [
          { label: 'GitHub', url: 'github.com/ada' },
          { label: 'bad', url: 'mailto:x' },
        ],
        skills: [{ name: 'Go' }, { name: 'go' }, { name: 'Rust' }],
        languages: [{ name: 'English', level: 'Native' }],
      },
      (section, index) => `${section}-${index}`,
    );
    expect(profileSectionsSchema.parse(fitted)).toEqual(fitted);
    expect(fitted.contact).toMatchObject({ name: 'Ada', email: '', country: 'GB', timeZone: '' });
    expect(fitted.work).toEqual([
      {
        id: 'work-0',
        company: 'Northwind',
        title: '',
        location: '',
        start: '2019-03',
        end: '',
        description: '',
      },
    ]);
    expect(fitted.links.map((link) => link.url)).toEqual(['https://github.com/ada']);
    expect(fitted.skills).toEqual([
      { id: 'skills-0', name: 'Go' },
      { id: 'skills-1', name: 'Rust' },
    ]);
    expect(fitted.languages[0]!.level).toBe('native');
    expect(fitted.education).toEqual([]);
  });
});
