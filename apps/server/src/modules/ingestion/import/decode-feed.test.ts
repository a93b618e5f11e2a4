import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOURCES } from '../sources/index.ts';
import { feed } from '../test/helpers.ts';
import { decodeFeed } from './decode-feed.ts';
import { fetchFeed } from './fetch-feed.ts';
import { readFeedItems } from './read-feed.ts';

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const context = { source: 'remotive' as const, target: null, companyName: null, now: new Date() };

describe('feed decoding', () => {
  it('reads a Remotive capture that starts with a UTF-8 byte-order mark', async () => {
    const plain = fs.readFileSync(feed('remotive.json'));
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'yonder-bom-')), 'remotive.json');
    fs.writeFileSync(file, Buffer.concat([BOM, plain]));

    const withMark = await readFeedItems(SOURCES.remotive, { file }, context);
    const without = await readFeedItems(SOURCES.remotive, { file: feed('remotive.json') }, context);

    expect(withMark.items.length).toBeGreaterThan(0);
    expect(withMark.items).toEqual(without.items);
  });

  it('follows a UTF-16 byte-order mark, whatever the server declares', () => {
    const json = '{"title":"远程前端工程师"}';
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(json, 'utf16le')]);
    expect(JSON.parse(decodeFeed(utf16, 'application/json; charset=utf-8'))).toEqual({
      title: '远程前端工程师',
    });
  });

  it('uses the charset the server declares, else the XML declaration, else UTF-8', () => {
    const cafe = Buffer.from([0x43, 0x61, 0x66, 0xe9]); // "Café" in windows-1252
    expect(decodeFeed(cafe, 'text/plain; charset=windows-1252')).toBe('Café');
    expect(decodeFeed(cafe, 'text/plain; charset="ISO-8859-1"')).toBe('Café');

    const gbk = Buffer.from([0xc7, 0xb0, 0xb6, 0xcb]); // "前端" in GBK
    const rss = Buffer.concat([
      Buffer.from('<?xml version="1.0" encoding="GBK"?><rss><title>'),
      gbk,
      Buffer.from('</title></rss>'),
    ]);
    expect(decodeFeed(rss)).toBe(
      '<?xml version="1.0" encoding="GBK"?><rss><title>前端</title></rss>',
    );

    expect(decodeFeed(Buffer.from('{"city":"上海"}'))).toBe('{"city":"上海"}');
  });

  describe('over HTTP', () => {
    let server: http.Server;
    let url: string;
    beforeAll(async () => {
      server = http.createServer((request, response) => {
        if (request.url === '/bom')
          response
            .writeHead(200, { 'content-type': 'application/json' })
            .end(Buffer.concat([BOM, Buffer.from('{"jobs":[]}')]));
        else
          response
            .writeHead(200, { 'content-type': 'application/json; charset=gbk' })
            .end(
              Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc7, 0xb0, 0xb6, 0xcb, 0x22, 0x7d]),
            );
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('drops the mark and decodes by the declared charset', async () => {
      expect(JSON.parse(await fetchFeed(`${url}/bom`))).toEqual({ jobs: [] });
      expect(JSON.parse(await fetchFeed(`${url}/gbk`))).toEqual({ a: '前端' });
    });
  });
});
