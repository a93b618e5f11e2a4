import { describe, expect, it } from 'vitest';
import { parseResumeText } from '../resume-parser.ts';

// A LinkedIn description pasted as one line, as in real Word resumes: read as a company's name.
const PARAGRAPH =
  'and several medical centers Investigate and deploy new technology and processes for the ' +
  'organization including an on-premises private cloud on which to build other services within ' +
  'the organization and managed Kubernetes for internal service teams to develop cloud-native ' +
  'applications without having to manage the platform itself, with enterprise-scale virtual ' +
  'servers for other groups';

describe('a resume with a line longer than its field allows', () => {
  it('is read, the line cut to the field, instead of refused as a damaged file', () => {
    const parsed = parseResumeText(
      [
        'Ada Lovelace',
        'ada@example.com',
        'Experience',
        PARAGRAPH,
        'Engineer',
        '2001-03 - 2005-12',
      ].join('\n'),
    );
    expect(parsed.document.basics.name).toBe('Ada Lovelace');
    const [job] = parsed.document.work;
    expect(job?.name.length).toBe(300);
    expect(PARAGRAPH.startsWith(job!.name)).toBe(true);
    expect(job?.startDate).toBe('2001-03');
  });
});
