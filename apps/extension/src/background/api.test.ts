// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ApiError, callJson, readStored, writeStored } from './api.ts';

vi.mock('wxt/browser', async () => ({
  browser: (await import('wxt/testing/fake-browser')).fakeBrowser,
}));

/**
 * The API client against a local HTTP server speaking the extension's token protocol: the access
 * token it accepts, the refresh token it rotates, and every request it saw.
 */
const server = {
  access: 'access-2',
  refresh: 'refresh-1',
  revoked: false,
  refuseAll: false,
  seen: [] as { path: string; bearer: string | null; body: string }[],
};
let httpServer: http.Server;
let origin = '';

beforeAll(async () => {
  httpServer = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const bearer = req.headers.authorization?.replace(/^Bearer /, '') ?? null;
      server.seen.push({ path: req.url ?? '', bearer, body });
      const reply = (status: number, data: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(status < 400 ? { data } : { message: 'Unauthorized' }));
      };
      if (req.url === '/api/v1/extension/token/refresh') {
        const { refreshToken } = JSON.parse(body) as { refreshToken: string };
        if (server.revoked || refreshToken !== server.refresh) return reply(401, null);
        server.refresh = 'refresh-2';
        return reply(200, {
          accessToken: server.access,
          refreshToken: 'refresh-2',
          expiresIn: 3600,
        });
      }
      if (bearer !== server.access || server.revoked || server.refuseAll) return reply(401, null);
      reply(200, { email: 'ada@example.com' });
    });
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => httpServer.close(() => resolve())));

beforeEach(async () => {
  fakeBrowser.reset();
  Object.assign(server, {
    access: 'access-2',
    refresh: 'refresh-1',
    revoked: false,
    refuseAll: false,
    seen: [],
  });
});

const connect = (accessToken: string, expiresAt: number) =>
  writeStored({
    server: origin,
    language: 'en',
    auth: { accessToken, refreshToken: 'refresh-1', expiresAt },
  });
const paths = () => server.seen.map((request) => `${request.path} ${request.bearer ?? '-'}`);

describe('the extension API client', () => {
  it('refreshes an expired access token before the call and keeps the rotated tokens', async () => {
    await connect('access-1', Date.now() - 1000);
    const data = await callJson<{ email: string }>('/api/v1/extension/session');
    expect(data.email).toBe('ada@example.com');
    expect(paths()).toEqual([
      '/api/v1/extension/token/refresh -',
      '/api/v1/extension/session access-2',
    ]);
    expect(JSON.parse(server.seen[0]!.body)).toEqual({ refreshToken: 'refresh-1' });
    const { auth } = await readStored();
    expect(auth).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(auth!.expiresAt).toBeGreaterThan(Date.now() + 3_000_000);
  });

  it('refreshes once and retries once when the server refuses a token it has not seen expire', async () => {
    await connect('access-1', Date.now() + 3_600_000);
    await callJson('/api/v1/extension/session');
    expect(paths()).toEqual([
      '/api/v1/extension/session access-1',
      '/api/v1/extension/token/refresh -',
      '/api/v1/extension/session access-2',
    ]);
  });

  it('signs the extension out when its refresh token was revoked', async () => {
    await connect('access-1', Date.now() - 1000);
    server.revoked = true;
    const error = await callJson('/api/v1/extension/session').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'notConnected' });
    expect((await readStored()).auth).toBeNull();
    expect(paths()).toEqual(['/api/v1/extension/token/refresh -']);
    // Signed out: the next call asks nothing of the server.
    await expect(callJson('/api/v1/extension/session')).rejects.toMatchObject({ status: 401 });
    expect(server.seen).toHaveLength(1);
  });

  it('never loops: a call refused again after the refresh is an error', async () => {
    await connect('access-1', Date.now() + 3_600_000);
    server.refuseAll = true;
    await expect(callJson('/api/v1/extension/session')).rejects.toMatchObject({ status: 401 });
    expect(paths()).toEqual([
      '/api/v1/extension/session access-1',
      '/api/v1/extension/token/refresh -',
      '/api/v1/extension/session access-2',
    ]);
  });
});
