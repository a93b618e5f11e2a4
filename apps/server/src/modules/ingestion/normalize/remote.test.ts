import { describe, expect, it } from 'vitest';
import { remoteOf, type RemoteInput } from './remote.ts';

const of = (input: Partial<RemoteInput>) =>
  remoteOf({ location: null, title: 'Engineer', text: '', ...input });

describe('remote type', () => {
  it('is fully remote when a remote job allows anywhere', () => {
    expect(of({ remoteFlag: true, location: 'Worldwide' })).toEqual({
      remoteType: 'fullRemote',
      remoteRegions: [],
      remoteTimezones: [],
    });
    expect(of({ location: 'Anywhere in the World' }).remoteType).toBe('fullRemote');
    expect(of({ workplace: 'remote' }).remoteType).toBe('fullRemote');
  });

  it('names the countries, regions and time zones a remote job accepts', () => {
    expect(of({ remoteFlag: true, location: 'Remote - US/Canada' })).toMatchObject({
      remoteType: 'regionRemote',
      remoteRegions: ['US', 'Canada'],
    });
    expect(of({ location: 'Remote (EMEA)' }).remoteRegions).toEqual([
      'EU',
      'UK',
      'Middle East',
      'Africa',
    ]);
    expect(of({ remoteFlag: true, timezoneOffsets: [-8, -7, -6, -5] })).toEqual({
      remoteType: 'regionRemote',
      remoteRegions: [],
      remoteTimezones: ['UTC-8 to UTC-5'],
    });
    expect(
      of({ remoteFlag: true, text: 'You overlap with our team in UTC-5 to UTC+1 time zones.' })
        .remoteTimezones,
    ).toEqual(['UTC-5 to UTC+1']);
    expect(of({ remoteFlag: true, regions: ['中国'] }).remoteRegions).toEqual(['China']);
  });

  it('is hybrid or on site when the feed or the text says so', () => {
    expect(of({ workplace: 'hybrid', location: 'Toronto' }).remoteType).toBe('hybrid');
    expect(of({ location: 'Hybrid - Berlin, Germany' }).remoteType).toBe('hybrid');
    expect(of({ workplace: 'onsite', location: 'Amsterdam' }).remoteType).toBe('onsite');
    expect(of({ location: 'New York, NY' }).remoteType).toBe('onsite');
    expect(of({ remoteFlag: false, location: 'Berlin' }).remoteType).toBe('onsite');
  });

  it('does not trust a remote tag when the text says on site or hybrid', () => {
    expect(
      of({ remoteFlag: true, text: 'This is an on-site role in our Lisbon office.' }).remoteType,
    ).toBe('onsite');
    expect(
      of({ remoteFlag: true, text: 'This is a hybrid role: two days a week in our Lisbon office.' })
        .remoteType,
    ).toBe('hybrid');
    expect(of({ remoteFlag: true, text: '本岗位不支持远程，需坐班。' }).remoteType).toBe('onsite');
    // "hybrid cloud" is not a hybrid job.
    expect(of({ remoteFlag: true, text: 'You will run our hybrid cloud.' }).remoteType).toBe(
      'fullRemote',
    );
  });
});
