import { afterEach, describe, expect, it, vi } from 'vitest';
import { openApplyUrl, resolveApplyUrl } from './apply-url';

const ORIGIN = 'https://yonder.work';

describe('resolveApplyUrl', () => {
  it('trims an absolute URL', () => {
    expect(resolveApplyUrl('  https://jobs.example.com/apply?id=7  ', ORIGIN)).toBe(
      'https://jobs.example.com/apply?id=7',
    );
  });

  it('resolves a relative URL against the origin', () => {
    expect(resolveApplyUrl('/apply/42', ORIGIN)).toBe('https://yonder.work/apply/42');
    expect(resolveApplyUrl('apply/42', ORIGIN)).toBe('https://yonder.work/apply/42');
  });

  it('gives nothing without a URL', () => {
    expect(resolveApplyUrl(null, ORIGIN)).toBeNull();
    expect(resolveApplyUrl(undefined, ORIGIN)).toBeNull();
    expect(resolveApplyUrl('   ', ORIGIN)).toBeNull();
  });

  it('never gives a script or data URL', () => {
    expect(resolveApplyUrl('javascript:alert(1)', ORIGIN)).toBeNull();
    expect(resolveApplyUrl(' data:text/html,hi', ORIGIN)).toBeNull();
  });
});

describe('openApplyUrl', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens the page in a new tab without opener', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    openApplyUrl(' /careers/apply ', ORIGIN);
    expect(open).toHaveBeenCalledWith(
      'https://yonder.work/careers/apply',
      '_blank',
      'noopener,noreferrer',
    );
  });

  it('only warns on the console without a URL', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    openApplyUrl('', ORIGIN);
    expect(open).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledOnce();
  });
});
