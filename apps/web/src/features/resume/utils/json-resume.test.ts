import { describe, expect, it } from 'vitest';
import { parseJsonResume } from './json-resume';

describe('JSON Resume import', () => {
  it('reads a JSON Resume file, keeps the known sections and fills the rest with defaults', () => {
    const result = parseJsonResume(
      JSON.stringify({
        basics: { name: 'Ada Lovelace', website: 'https://ada.dev', location: { city: 'London' } },
        work: [
          { company: 'Analytical Engines', position: 'Engineer', highlights: ['Wrote notes'] },
        ],
        education: [{ institution: 'Home', gpa: 4 }],
        interests: [{ name: 'Poetry' }],
        skills: [{ name: 'Maths', keywords: ['Bernoulli', null] }],
      }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.name).toBe('Ada Lovelace');
    expect(result.document.basics.url).toBe('https://ada.dev');
    expect(result.document.basics.location.city).toBe('London');
    expect(result.document.work[0]).toMatchObject({
      name: 'Analytical Engines',
      highlights: ['Wrote notes'],
    });
    expect(result.document.education[0]?.score).toBe('4');
    expect(result.document.skills[0]?.keywords).toEqual(['Bernoulli']);
    expect(result.document.certificates).toEqual([]);
    expect(result.document).not.toHaveProperty('interests');
  });

  it('says when the text is not JSON, or JSON that is no resume, with the bad field', () => {
    expect(parseJsonResume('{oops')).toEqual({ ok: false, reason: 'notJson' });
    expect(parseJsonResume('[1,2]')).toEqual({ ok: false, reason: 'notResume' });
    expect(parseJsonResume('{"name":"x"}')).toEqual({ ok: false, reason: 'notResume' });
    expect(parseJsonResume('{"work":[{"highlights":"not a list"}]}')).toMatchObject({
      ok: false,
      reason: 'notResume',
      path: 'work.0.highlights',
    });
  });
});
