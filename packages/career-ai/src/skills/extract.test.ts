import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract.ts';

describe('extractSkills', () => {
  it('finds skills by name, alias and spelling, canonical and once each', () => {
    const text =
      'We use ReactJS, TypeScript and Node.js on AWS (k8s). You know CI/CD, PostgreSQL ' +
      'and C++/C#; .NET is a plus. More React.';
    expect(extractSkills(text)).toEqual([
      'React',
      'TypeScript',
      'Node.js',
      'AWS',
      'Kubernetes',
      'CI/CD',
      'PostgreSQL',
      'C++',
      'C#',
      '.NET',
    ]);
  });

  it('puts the most mentioned skill first', () => {
    expect(extractSkills('Python, Django. Python and more Python.')).toEqual(['Python', 'Django']);
  });

  it('finds Chinese names, the longest one winning, in mixed text', () => {
    expect(extractSkills('熟悉Vue3和微信小程序，有数字营销、机器学习经验，英语流利')).toEqual([
      'Vue',
      'Mini Program',
      'Digital Marketing',
      'Machine Learning',
      'English',
    ]);
  });

  it('counts case-bound names only as written: Go, R and AI, not the words', () => {
    expect(extractSkills('Experience with Go and R; we build AI tools.')).toEqual([
      'Go',
      'R',
      'Artificial Intelligence',
    ]);
    expect(
      extractSkills('Ready to go? Our go-to-market plan, Series C funding, C-level, r&d.'),
    ).toEqual(['Product Marketing']);
    expect(extractSkills('the rest of the team builds the UI, embedded with growth')).toEqual([]);
  });

  it('finds nothing in a text without skills', () => {
    expect(extractSkills('')).toEqual([]);
    expect(extractSkills('A friendly team in a sunny place.')).toEqual([]);
  });
});
