import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { NORMALIZER_VERSION } from '../normalize/normalize-job.ts';
import { SOURCES } from '../sources/index.ts';
import type { FeedContext } from '../types.ts';
import { feed } from '../test/helpers.ts';
import { contentHash } from './merge.ts';
import { emptyBatch, normalizeItem, type NormalizeInput } from './normalize-items.ts';
import { startNormalizer } from './normalizer.ts';

const context: FeedContext = {
  source: 'remoteok',
  target: null,
  companyName: null,
  url: 'https://remoteok.com/api',
  now: new Date('2026-11-25T00:00:00Z'),
};

describe('the normaliser worker', () => {
  it('normalises a batch exactly as the main thread does, dates and failures included', async () => {
    const body = await fs.readFile(feed('remoteok.json'), 'utf8');
    const items = SOURCES.remoteok.parsePage(body, context).items;
    // The first item is known from the last run, unchanged: only its id comes back.
    const known = new Map([
      ['900001', contentHash([NORMALIZER_VERSION, SOURCES.remoteok.toRaw(items[0], context)])],
    ]);
    const input: NormalizeInput = { adapter: 'remoteok', context, source: 'remoteok', known };
    const here = emptyBatch();
    items.forEach((item, index) => normalizeItem(input, item, 10 + index, here));

    const normalizer = startNormalizer(input);
    try {
      const there = await normalizer.normalize(items, 10);
      expect(there).toEqual(here);
      expect(there.same).toEqual(['900001']);
      expect(there.entries.map((entry) => entry.record.sourceId)).toEqual(['900002', '900003']);
      expect(there.entries[0]!.record.postedAt).toBeInstanceOf(Date);
      expect(there.failures).toEqual([
        { itemRef: '900004', reason: expect.stringContaining('position') },
      ]);
    } finally {
      await normalizer.close();
    }
    await expect(normalizer.normalize(items, 0)).rejects.toThrow(/stopped/);
  });
});
