import type { JobRecord } from '../src/modules/jobs/job-record.ts';

let counter = 0;

/** A complete job record; tests override what they look at. */
export function jobRecord(overrides: Partial<JobRecord> = {}): JobRecord {
  counter += 1;
  return {
    title: `Support Specialist ${counter}`,
    company: { name: `Fixture Company ${counter}` },
    location: 'Remote',
    remoteType: 'fullRemote',
    remoteRegions: [],
    remoteTimezones: [],
    jobType: 'fullTime',
    category: 'customerService',
    salary: null,
    experienceYears: null,
    skills: [],
    description: '<p>Help our customers.</p>',
    requirements: [],
    responsibilities: [],
    benefits: [],
    applicationUrl: null,
    language: 'en',
    source: 'test',
    sourceId: `test-${counter}`,
    isFeatured: false,
    postedAt: new Date('2026-11-01T00:00:00Z'),
    expiresAt: null,
    ...overrides,
  };
}
