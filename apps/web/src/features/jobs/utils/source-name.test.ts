import { describe, expect, it } from 'vitest';
import { hostnameOf, sourceName } from './source-name';

describe('hostnameOf', () => {
  it('gives the host of a web address without www', () => {
    expect(hostnameOf('https://www.acme.io/careers')).toBe('acme.io');
    expect(hostnameOf(' http://jobs.example.com ')).toBe('jobs.example.com');
  });

  it('gives null for anything else', () => {
    expect(hostnameOf(null)).toBeNull();
    expect(hostnameOf('acme.io')).toBeNull();
    expect(hostnameOf('javascript:alert(1)')).toBeNull();
  });
});

describe('sourceName', () => {
  it('names known feeds, else the attribution host, else the source itself', () => {
    expect(sourceName('remoteok', 'https://remoteok.com/remote-jobs/1')).toBe('RemoteOK');
    expect(sourceName('We-Work-Remotely', null)).toBe('We Work Remotely');
    expect(sourceName('jobfeed', 'https://www.jobfeed.dev/x')).toBe('jobfeed.dev');
    expect(sourceName('demo', null)).toBe('demo');
  });
});
