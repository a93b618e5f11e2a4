import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashLogo } from '#modules/jobs/logos.ts';
import { seedDemoJobs } from '#modules/jobs/demo/seed.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

describe('company logos: cacheable URLs instead of data URIs in every search answer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoJobs(t.database.db, { count: 200, now: new Date('2030-01-01T00:00:00Z') });
  });
  afterAll(() => t.close());

  const search = async () => {
    const res = await t.app.inject('/api/v1/jobs/getAllJobs?page_size=20');
    expect(res.statusCode).toBe(200);
    return res;
  };

  it('a search answer carries logo URLs, not the images', async () => {
    const res = await search();
    expect(res.body).not.toContain('data:image');
    const logos = (res.json().data.items as Array<{ company_logo_url: string | null }>)
      .map((job) => job.company_logo_url)
      .filter(Boolean);
    expect(logos.length).toBeGreaterThan(10);
    for (const logo of logos) expect(logo).toMatch(/^\/api\/v1\/logos\/[0-9a-f]{32}$/);
  });

  it('serves a logo once for a year, immutable, with an ETag that answers 304', async () => {
    const [job] = (await search()).json().data.items as Array<{ company_logo_url: string | null }>;
    const url = job!.company_logo_url!;
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    // An SVG from our origin can never run anything.
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");

    const again = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('finds a logo another instance handed out, through the database', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const uri = `data:image/png;base64,${png.toString('base64')}`;
    await t.database.db.execute(
      sql`insert into companies (name, normalized_name, logo_url) values ('Pixel Co', 'pixel', ${uri})`,
    );
    const res = await t.app.inject(`/api/v1/logos/${hashLogo(uri)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(png)).toBe(true);
  });

  it('answers 404 in the envelope for an unknown logo and 422 for a malformed one', async () => {
    const unknown = await t.app.inject(`/api/v1/logos/${'0'.repeat(32)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: 404 });
    expect((await t.app.inject('/api/v1/logos/not-a-hash')).statusCode).toBe(422);
  });
});
