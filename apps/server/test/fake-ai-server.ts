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
  /**
   * For a request with `stream: true`: the pieces sent as chat-completion chunks (server-sent
   * events), by default `content` in pieces of a few words.
   */
  chunks?: string[];
  /** Cut the connection after this many chunks, without a finish reason or `[DONE]`. */
  breakAfter?: number;
  /** Wait between chunks. */
  chunkDelayMs?: number;
};

export type FakeAiRequest = {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: {
    model: string;
    messages: Array<{ role: string; content: string }>;
    response_format?: { type: string };
    stream?: boolean;
  };
};

export type Responder = (request: FakeAiRequest) => FakeAiReply;

/** Splits a text into pieces of about three words, as a model streams it. */
export const inPieces = (text: string): string[] => text.match(/(?:\S+\s*){1,3}|\s+/g) ?? [];

/** A streamed chat completion in OpenAI's format: `data: {chunk}` events, then `data: [DONE]`. */
async function streamReply(
  res: http.ServerResponse,
  request: FakeAiRequest,
  reply: FakeAiReply,
  n: number,
) {
  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    ...reply.headers,
  });
  const chunk = (delta: Record<string, string>, finish: string | null) =>
    `data: ${JSON.stringify({
      id: `chatcmpl-${n}`,
      object: 'chat.completion.chunk',
      created: Math.floor(Date.now() / 1000),
      model: request.body.model,
      choices: [{ index: 0, delta, finish_reason: finish }],
    })}\n\n`;
  res.write(chunk({ role: 'assistant', content: '' }, null));
  const pieces = reply.chunks ?? inPieces(reply.content ?? '');
  for (const [index, piece] of pieces.entries()) {
    if (reply.breakAfter !== undefined && index >= reply.breakAfter) {
      // Let what was written reach the client first: the break is in the middle of the text.
      await new Promise((resolve) => setTimeout(resolve, 50));
      res.destroy();
      return;
    }
    if (reply.chunkDelayMs) await new Promise((resolve) => setTimeout(resolve, reply.chunkDelayMs));
    if (res.destroyed) return;
    res.write(chunk({ content: piece }, null));
  }
  res.write(chunk({}, 'stop'));
  res.end('data: [DONE]\n\n');
}

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
    if (request.body.stream && !reply.body && (reply.status ?? 200) === 200) {
      await streamReply(res, request, reply, requests.length);
      return;
    }
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

/** The claim an inventing model slips into one answer: figures, a count and a skill the resume never shows. */
export const INVENTED_BULLET =
  'Improved conversion by 35% across 12 products with Accessibility reviews';
export const INVENTED_SENTENCE = ', lifting revenue by 47%';
const INVENTED_JOB = {
  company: 'Globex Corporation',
  title: 'VP of Engineering',
  start: '2009-01',
  end: '2012-06',
  description: 'Grew the platform team to 57 engineers.',
};

/**
 * A model that does what is asked, well enough, and invents one claim in each answer, as a
 * careless one does: in tailoring, one bullet (`INVENTED_BULLET`) and a skill (Accessibility); in
 * a translation, a figure added to one line (`INVENTED_SENTENCE`); in a profile reading, an
 * employer the resume never names. `translate` turns each text into the target language.
 */
export function inventingResponder(
  translate: (text: string) => string = (text) => `EN ${text}`,
): Responder {
  return (request) => {
    const system = request.body.messages[0]?.content ?? '';
    const user = lastUserJson(request);
    if (Array.isArray(user.bullets)) {
      const bullets = user.bullets as Array<{ path: string; text: string }>;
      return {
        content: JSON.stringify({
          bullets: bullets.map(({ path, text }, index) => ({
            path,
            text: index === 0 ? INVENTED_BULLET : `Delivered: ${text.replace(/^\w+\s/u, '')}`,
          })),
          skills: ['Accessibility'],
        }),
      };
    }
    if (user.texts && typeof user.texts === 'object') {
      const entries = Object.entries(user.texts as Record<string, string>);
      const longest = entries.reduce(
        (best, entry) => (entry[1].length > best[1].length ? entry : best),
        entries[0]!,
      );
      return {
        content: JSON.stringify({
          texts: Object.fromEntries(
            entries.map(([key, text]) => [
              key,
              key === longest[0] ? `${translate(text)}${INVENTED_SENTENCE}` : translate(text),
            ]),
          ),
        }),
      };
    }
    if (/application profile/u.test(system)) {
      const document = user as {
        basics?: { name?: string; email?: string };
        work?: Array<Record<string, string>>;
      };
      return {
        content: JSON.stringify({
          contact: { name: document.basics?.name ?? '', email: document.basics?.email ?? '' },
          work: [
            ...(document.work ?? []).map((work) => ({
              company: work.name,
              title: work.position,
              start: work.startDate,
              end: work.endDate,
              description: '',
            })),
            INVENTED_JOB,
          ],
        }),
      };
    }
    return { content: '{}' };
  };
}
