import { describe, expect, it } from 'vitest';
import { welcomeName } from './welcome-name';

describe('welcomeName', () => {
  it('uses the name, else the username, else the e-mail before the at-sign', () => {
    expect(welcomeName({ name: 'Ada Lovelace', username: 'ada', email: 'a@x.io' })).toBe(
      'Ada Lovelace',
    );
    expect(welcomeName({ name: '  ', username: 'ada', email: 'a@x.io' })).toBe('ada');
    expect(welcomeName({ name: '', username: '', email: 'grace.hopper@navy.mil' })).toBe(
      'grace.hopper',
    );
  });
});
