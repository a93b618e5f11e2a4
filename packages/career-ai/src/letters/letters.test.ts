import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@yonder/contract/common';
import { LETTER_TONES } from '@yonder/contract/cover-letters';
import { resumeDocumentSchema } from '@yonder/contract/resume-document';
import { extractSkills } from '../skills/extract.ts';
import { findLetterFlags } from './flags.ts';
import { buildGroundedLetter, findLetterFacts } from './grounded.ts';
import { PLACEHOLDERS } from './phrases.ts';
import { LETTER_EXAMPLES, buildTemplateLetter, emptyLetterForm } from './template.ts';

const NOW = new Date('2026-06-01T00:00:00Z');

const RESUME = resumeDocumentSchema.parse({
  basics: { name: 'Lin Chen', label: 'Backend Engineer' },
  work: [
    {
      name: 'Harbor Freight Tech',
      position: 'Backend Engineer',
      startDate: '2021-03',
      highlights: [
        'Built payment APIs in Go and PostgreSQL serving 2 million requests a day',
        'Cut p99 latency by 35% by adding Redis caching',
      ],
    },
    {
      name: 'Bright Apps',
      position: 'Software Developer',
      startDate: '2019-01',
      endDate: '2021-02',
      highlights: ['Wrote the team handbook'],
    },
  ],
  skills: [{ name: 'Go' }, { name: 'PostgreSQL' }, { name: 'Redis' }, { name: 'Docker' }],
});

const JOB = {
  title: 'Senior Backend Engineer',
  description:
    'You will design APIs in Go, run PostgreSQL and Kubernetes in production, and keep latency low with Redis. Experience with Kafka is a plus.',
  skills: ['Go', 'Kubernetes', 'PostgreSQL', 'Kafka', 'Redis'],
};

describe('buildTemplateLetter (spec 2.11)', () => {
  const filled = {
    company: 'Acme Remote',
    jobTitle: 'Data Analyst',
    highlights: 'Built dashboards\n- Ran the weekly report',
  };

  for (const language of LANGUAGES)
    for (const tone of LETTER_TONES) {
      const placeholder = PLACEHOLDERS[language];
      it(`writes a ${tone} letter in ${language} with placeholders for every empty field`, () => {
        const letter = buildTemplateLetter({ ...emptyLetterForm(), tone }, language);
        expect(letter).toContain(placeholder.jobTitle);
        expect(letter).toContain(placeholder.highlights);
        expect(letter).toContain(placeholder.name);
        // The concise greeting names no company; the opening always does.
        expect(letter).toContain(placeholder.company);
        expect(letter).not.toMatch(/\{company\}|\{jobTitle\}/);
        if (language === 'zh') expect(letter).toMatch(/\p{Script=Han}/u);
        else expect(letter).not.toMatch(/\p{Script=Han}/u);
      });

      it(`writes a ${tone} letter in ${language} without placeholders when every field is filled`, () => {
        const letter = buildTemplateLetter({ ...filled, tone }, language, { name: 'Ana Ruiz' });
        for (const text of Object.values(placeholder)) expect(letter).not.toContain(text);
        expect(letter).toContain('Acme Remote');
        expect(letter).toContain('Data Analyst');
        expect(letter).toContain('Built dashboards');
        expect(letter).toContain('Ran the weekly report');
        expect(letter).not.toContain('- - Ran');
        expect(letter.trim().endsWith('Ana Ruiz')).toBe(true);
      });

      it(`puts a placeholder only where the field is empty (${tone}, ${language})`, () => {
        const letter = buildTemplateLetter({ ...filled, jobTitle: ' ', tone }, language);
        expect(letter).toContain(placeholder.jobTitle);
        expect(letter).not.toContain(placeholder.company);
        expect(letter).not.toContain(placeholder.highlights);
      });
    }

  it('differs by tone and by language', () => {
    const letters = LANGUAGES.flatMap((language) =>
      LETTER_TONES.map((tone) => buildTemplateLetter({ ...filled, tone }, language)),
    );
    expect(new Set(letters).size).toBe(letters.length);
  });

  it('spaces Latin names and figures from Chinese text in a Chinese letter', () => {
    const letter = buildTemplateLetter({ ...filled, tone: 'friendly' }, 'zh');
    expect(letter).toContain('看到 Acme Remote 正在招聘 Data Analyst，我很想加入。');
  });

  it('fills the examples of the position selector in both languages', () => {
    for (const language of LANGUAGES) {
      const example = LETTER_EXAMPLES.softwareEngineer[language];
      const letter = buildTemplateLetter({ ...example, tone: 'friendly' }, language);
      expect(letter).toContain(example.company);
      expect(letter).not.toContain(PLACEHOLDERS[language].company);
    }
  });
});

describe('buildGroundedLetter', () => {
  it("finds the job's requirements the resume meets, the best achievement with a figure and the years", () => {
    const facts = findLetterFacts(RESUME, JOB, NOW);
    expect(facts.matchedSkills).toEqual(['Go', 'PostgreSQL', 'Redis']);
    expect(facts.achievement).toMatch(/2 million requests/);
    expect(facts.years).toBe(7);
  });

  for (const language of LANGUAGES)
    for (const tone of LETTER_TONES)
      it(`names only skills and achievements the resume holds (${tone}, ${language})`, () => {
        const { body } = buildGroundedLetter({
          document: RESUME,
          target: JOB,
          company: 'Acme Remote',
          language,
          tone,
          now: NOW,
        });
        // The tone's fixed words (招聘负责人 reads as the skill Recruiting) are not claims.
        const frame = buildTemplateLetter(
          { company: 'Acme Remote', jobTitle: JOB.title, highlights: '', tone },
          language,
        );
        const resumeSkills = new Set(
          extractSkills(JSON.stringify(RESUME)).concat(extractSkills(frame)),
        );
        for (const skill of extractSkills(body)) expect(resumeSkills).toContain(skill);
        expect(body).not.toMatch(/Kubernetes|Kafka/);
        expect(body).toContain('2 million requests');
        expect(body).toMatch(/7/);
        expect(body).toContain('Lin Chen');
        expect(
          findLetterFlags(body, {
            document: RESUME,
            company: 'Acme Remote',
            jobTitle: JOB.title,
            now: NOW,
          }),
        ).toEqual([]);
      });

  it('leaves a placeholder for a company a pasted description does not name', () => {
    const { body } = buildGroundedLetter({
      document: RESUME,
      target: { ...JOB, title: '' },
      company: '',
      language: 'en',
      tone: 'formal',
      now: NOW,
    });
    expect(body).toContain('[Company name]');
    expect(body).toContain('[Job title]');
  });
});

describe('findLetterFlags', () => {
  const context = { document: RESUME, company: 'Acme Remote', jobTitle: JOB.title, now: NOW };

  it('flags first-person claims the resume does not support and nothing else', () => {
    const body = [
      'Dear Acme Remote team,',
      'I ran Kubernetes clusters for 5 years at Globex.',
      'I cut p99 latency by 35% with Redis.',
      'Your team uses Kafka and Kubernetes, which I find exciting to learn.',
      'I built payment APIs in Go.',
    ].join('\n');
    const flags = findLetterFlags(body, context);
    expect(flags).toEqual([
      {
        sentence: 'I ran Kubernetes clusters for 5 years at Globex.',
        claims: expect.arrayContaining(['5', 'Kubernetes', 'Globex']),
      },
      {
        sentence: 'Your team uses Kafka and Kubernetes, which I find exciting to learn.',
        claims: expect.arrayContaining(['Kafka', 'Kubernetes']),
      },
    ]);
  });

  it('checks Chinese sentences too', () => {
    const flags = findLetterFlags(
      '我使用 Kubernetes 管理了 200 台服务器。我熟悉 Go 和 Redis。',
      context,
    );
    expect(flags).toHaveLength(1);
    expect(flags[0]!.claims).toEqual(expect.arrayContaining(['Kubernetes', '200']));
  });
});
