import { profileSectionsSchema } from '@yonder/contract/profile';
import { describe, expect, it } from 'vitest';
import { FOUR_FIELDS } from '../test-support/four-fields.ts';
import { findProfileClaims } from './claims.ts';
import { resumeToProfileSections } from './resume-to-profile.ts';

const { resume } = FOUR_FIELDS.find((entry) => entry.field === 'accounting')!;
let next = 0;
const newId = () => `e${(next += 1)}`;

describe('an AI reading of a resume into the profile claims nothing the resume does not say', () => {
  it('the offline reading of the resume has a source for everything', () => {
    expect(findProfileClaims(resumeToProfileSections(resume, newId), resume)).toEqual({});
  });

  it('marks an invented employer, title, date, figure, skill, language and link, entry by entry', () => {
    const sections = profileSectionsSchema.parse({
      contact: {
        name: 'Sofia Marin',
        email: 'sofia.marin@example.com',
        phone: '305 555 0163',
        city: 'Miami',
      },
      work: [
        {
          id: 'w1',
          company: 'Harbor Freight Partners',
          title: 'Senior Accountant',
          start: '2020-05',
          end: '',
          description: 'Lead the month-end close for four entities in NetSuite.',
        },
        {
          id: 'w2',
          company: 'Deloitte',
          title: 'Audit Manager',
          start: '2011-01',
          end: '2013-12',
          description: 'Cut audit fees by 35% for 12 clients using SAP.',
        },
      ],
      education: [
        {
          id: 'd1',
          school: 'Florida International University',
          degree: 'Bachelor of Accounting',
          field: 'Accounting',
          start: '2012-01',
          end: '2016-01',
        },
      ],
      projects: [],
      links: [
        { id: 'l1', label: 'LinkedIn', url: 'https://linkedin.com/in/sofiamarin' },
        { id: 'l2', label: 'GitHub', url: 'https://github.com/sofia' },
      ],
      skills: [
        { id: 's1', name: 'NetSuite' },
        { id: 's2', name: 'Python' },
      ],
      languages: [
        { id: 'g1', name: 'Spanish', level: 'native' },
        { id: 'g2', name: 'French', level: 'fluent' },
      ],
    });
    expect(findProfileClaims(sections, resume)).toEqual({
      w2: expect.arrayContaining([
        'Deloitte',
        'Audit Manager',
        '2011-01',
        '2013-12',
        '35%',
        '12',
        'SAP',
      ]),
      l2: ['https://github.com/sofia'],
      s2: ['Python'],
      g2: ['French'],
    });
  });

  it('marks contact details the resume does not give', () => {
    const sections = profileSectionsSchema.parse({
      contact: {
        name: 'Sofia Marin',
        email: 'sofia@invented.example',
        phone: '212 555 0100',
        city: 'Boston',
      },
      work: [],
      education: [],
      projects: [],
      links: [],
      skills: [],
      languages: [],
    });
    expect(Object.keys(findProfileClaims(sections, resume)).sort()).toEqual([
      'contact.city',
      'contact.email',
      'contact.phone',
    ]);
  });
});
