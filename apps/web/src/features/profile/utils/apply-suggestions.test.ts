import { describe, expect, it } from 'vitest';
import { candidateProfileSchema, profileSectionsSchema } from '@yonder/contract/profile';
import { applySuggestions, defaultChoice } from './apply-suggestions';

const profile = candidateProfileSchema.parse({
  contact: { name: 'Ada', email: 'ada@example.com' },
  skills: [{ id: 's1', name: 'Rust' }],
});
const sections = profileSectionsSchema.parse({
  contact: {
    name: 'Ada Lovelace',
    email: '',
    phone: '20 7946',
    phoneCountryCode: '+44',
    city: '',
    country: 'GB',
    timeZone: '',
  },
  work: [
    {
      id: 'w1',
      company: 'Northwind',
      title: 'Engineer',
      start: '',
      end: '',
      location: '',
      description: '',
    },
  ],
  education: [],
  projects: [],
  links: [],
  skills: [
    { id: 'x1', name: 'rust' },
    { id: 'x2', name: 'Go' },
  ],
  languages: [],
});

describe('defaultChoice', () => {
  it('ticks only what fills an empty section, never the contact the profile has', () => {
    const choice = defaultChoice(profile, sections);
    expect(choice.contact).toBe(false);
    expect(choice.entries.work).toEqual(['w1']);
    expect(choice.entries.skills).toEqual([]);
  });
});

describe('applySuggestions', () => {
  it('changes nothing when nothing is chosen', () => {
    const none = {
      contact: false,
      entries: { ...defaultChoice(profile, sections).entries, work: [] },
    };
    expect(applySuggestions(profile, sections, none)).toEqual(profile);
  });

  it('adds chosen entries after the existing ones, skills without repeats', () => {
    const next = applySuggestions(profile, sections, {
      contact: false,
      entries: {
        work: ['w1'],
        education: [],
        projects: [],
        links: [],
        skills: ['x1', 'x2'],
        languages: [],
      },
    });
    expect(next.work.map((entry) => entry.company)).toEqual(['Northwind']);
    expect(next.skills.map((skill) => skill.name)).toEqual(['Rust', 'Go']);
  });

  it("takes the resume's non-empty contact fields only when chosen", () => {
    const next = applySuggestions(profile, sections, {
      ...defaultChoice(profile, sections),
      contact: true,
    });
    expect(next.contact).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phoneCountryCode: '+44',
      country: 'GB',
    });
  });
});
