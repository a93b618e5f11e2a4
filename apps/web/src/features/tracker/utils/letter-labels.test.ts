import { describe, expect, it } from 'vitest';
import { letterLabels } from './letter-labels';

const letter = (id: string, company: string, job_title: string, updated_at: string) => ({
  id,
  company,
  job_title,
  updated_at,
});

describe('letterLabels', () => {
  it('tells apart two letters for the same job by when they were saved', () => {
    const labels = letterLabels(
      [
        letter('a', 'Acme', 'Frontend Engineer', '2030-03-01T10:00:00Z'),
        letter('b', 'Acme', 'Frontend Engineer', '2030-03-04T10:00:00Z'),
        letter('c', 'Acme', 'Frontend Engineer', '2030-03-04T15:30:00Z'),
        letter('d', '', '', '2030-03-05T10:00:00Z'),
        letter('e', 'Acme', 'Designer', '2030-03-06T10:00:20Z'),
        letter('f', 'Acme', 'Designer', '2030-03-06T10:00:10Z'),
      ],
      'en',
      'Untitled letter',
    );
    expect(new Set(labels.values()).size).toBe(6);
    expect(labels.get('a')).toBe('Acme · Frontend Engineer (1 Mar 2030)');
    expect(labels.get('b')).toMatch(/^Acme · Frontend Engineer \(4 Mar 2030, \d\d:\d\d\)$/);
    expect(labels.get('d')).toBe('Untitled letter (5 Mar 2030)');
    expect(labels.get('f')).toMatch(/^Acme · Designer \(6 Mar 2030, \d\d:\d\d\) #1$/);
    expect(labels.get('e')).toMatch(/ #2$/);
  });
});
