import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeAiReply = {
  status?: number;
  /** The assistant's message; ignored when `body` is given. */
  content?: string;
  /** A raw body instead of a chat completion. */
  body?: string;
  headers?: Record<string, string>;
  /** Wait this long before answering (longer than the client's timeout: a hang). */
  delayMs?: number;
};

export type FakeAiRequest = {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: {
    model: string;
    messages: Array<{ role: string; content: string }>;
    response_format?: { type: string };
  };
};

type Responder = (request: FakeAiRequest) => FakeAiReply;

/**
 * An OpenAI-compatible chat-completions server on loopback. Replies queued with `queue` are used
 * first, in order; then `respond` decides (by default an empty JSON object).
 */
export async function startFakeAi() {
  const requests: FakeAiRequest[] = [];
  const queued: FakeAiReply[] = [];
  let responder: Responder = () => ({ content: '{}' });

  const server = http.createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
      return;
    }
    const request: FakeAiRequest = { path: req.url, headers: req.headers, body: JSON.parse(raw) };
    requests.push(request);
    const reply = queued.shift() ?? responder(request);
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (res.destroyed) return;
    const body =
      reply.body ??
      JSON.stringify({
        id: `chatcmpl-${requests.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: request.body.model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: reply.content ?? '' },
            finish_reason: 'stop',
          },
        ],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      });
    res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    queue: (...replies: FakeAiReply[]) => {
      queued.push(...replies);
    },
    respond: (next: Responder) => {
      responder = next;
    },
    reset: () => {
      requests.length = 0;
      queued.length = 0;
      responder = () => ({ content: '{}' });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeAi = Awaited<ReturnType<typeof startFakeAi>>;

/** The JSON the client sent in its last user message. */
export const lastUserJson = (request: FakeAiRequest): Record<string, unknown> => {
  const user = request.body.messages.filter((message) => message.role === 'user').at(-1);
  return JSON.parse(user?.content ?? '{}');
};
