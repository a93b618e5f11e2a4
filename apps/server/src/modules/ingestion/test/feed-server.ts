import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { feed } from './helpers.ts';

/** What the server does with one request: a fixture, a status, or nothing for a while. */
export type Answer =
  { file: string; type?: string } | { status: number } | { hangMs: number; then: Answer };
type Route = (url: URL, count: number) => Answer | undefined;

export type FeedServer = {
  url: string;
  /** Every request's path and query, in order. */
  requests: string[];
  route: (path: string, answer: Answer | ((count: number) => Answer)) => void;
  close: () => Promise<void>;
};

/** A local HTTP server on 127.0.0.1 that answers as the public feeds would, from our fixtures. */
export async function startFeedServer(): Promise<FeedServer> {
  const routes = new Map<string, Route>();
  const counts = new Map<string, number>();
  const requests: string[] = [];
  const answer = async (response: http.ServerResponse, reply: Answer): Promise<void> => {
    if ('hangMs' in reply) {
      await new Promise((resolve) => setTimeout(resolve, reply.hangMs));
      if (response.destroyed) return;
      return answer(response, reply.then);
    }
    if ('status' in reply) {
      response
        .writeHead(reply.status, { 'content-type': 'text/plain' })
        .end(`status ${reply.status}`);
      return;
    }
    const body = await fs.readFile(feed(reply.file));
    response.writeHead(200, { 'content-type': reply.type ?? 'application/json' }).end(body);
  };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(`${url.pathname}${url.search}`);
    const count = (counts.get(url.pathname) ?? 0) + 1;
    counts.set(url.pathname, count);
    const reply = routes.get(url.pathname)?.(url, count) ?? { status: 404 };
    answer(response, reply).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    route: (path, reply) =>
      routes.set(path, (_url, count) => (typeof reply === 'function' ? reply(count) : reply)),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
