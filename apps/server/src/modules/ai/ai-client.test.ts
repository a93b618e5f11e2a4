import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startFakeAi, type FakeAi } from '#test/fake-ai-server.ts';
import { createAiClient, type AiClientOptions } from './ai-client.ts';
import { AiError } from './ai-errors.ts';

const messages = [{ role: 'user' as const, content: 'Say hi as JSON' }];

describe('AI client (OpenAI-compatible chat completions)', () => {
  let ai: FakeAi;
  const client = (overrides: Partial<AiClientOptions> = {}) =>
    createAiClient({
      baseUrl: ai.baseUrl,
      apiKey: 'sk-test',
      model: 'test-model',
      timeoutMs: 2000,
      maxRetries: 2,
      retryDelayMs: 5,
      ...overrides,
    });
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('expected a failure');
      },
      (error: unknown) => error as AiError,
    );

  beforeAll(async () => {
    ai = await startFakeAi();
  });
  beforeEach(() => ai.reset());
  afterAll(() => ai.close());

  it('sends the model, the messages, the key and JSON mode, and answers the checked object', async () => {
    ai.queue({ content: '```json\n{"greeting":"hi"}\n```' });
    const answer = await client().completeJson({
      messages,
      schema: z.object({ greeting: z.string() }),
    });
    expect(answer).toEqual({ greeting: 'hi' });
    expect(ai.requests).toHaveLength(1);
    const [request] = ai.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    expect(request?.body).toMatchObject({
      model: 'test-model',
      messages,
      response_format: { type: 'json_object' },
    });
  });

  it('retries a 500 and succeeds on the next answer', async () => {
    ai.queue({ status: 500, body: '{"error":"overloaded"}' }, { content: 'hello' });
    expect(await client().complete({ messages })).toBe('hello');
    expect(ai.requests).toHaveLength(2);
  });

  it('retries a 429 after its Retry-After and gives up as busy when it keeps coming', async () => {
    const busy = { status: 429, body: '{}', headers: { 'retry-after': '0' } };
    ai.queue(busy, busy, busy);
    const error = await failure(client().complete({ messages }));
    expect(error).toBeInstanceOf(AiError);
    expect(error.kind).toBe('busy');
    expect(ai.requests).toHaveLength(3);
  });

  it('does not retry a rejected request (wrong key) and says so', async () => {
    ai.queue({ status: 401, body: '{"error":{"message":"invalid api key"}}' });
    const error = await failure(client().complete({ messages }));
    expect(error.kind).toBe('rejected');
    expect(error.status).toBe(401);
    expect(error.message).toContain('invalid api key');
    expect(ai.requests).toHaveLength(1);
  });

  it('stops waiting after the timeout with a timeout error', async () => {
    ai.queue({ delayMs: 3000, content: 'too late' });
    const started = Date.now();
    const error = await failure(client({ timeoutMs: 300 }).complete({ messages }));
    expect(error.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('reports an unreachable provider as unavailable after the retries', async () => {
    const error = await failure(
      client({ baseUrl: 'http://127.0.0.1:9/v1', maxRetries: 1 }).complete({ messages }),
    );
    expect(error.kind).toBe('unavailable');
  });

  it('refuses an answer without content or not fitting the schema', async () => {
    ai.queue({ content: '' }, { content: '{"greeting": 3}' });
    expect((await failure(client().complete({ messages }))).kind).toBe('badAnswer');
    const error = await failure(
      client().completeJson({ messages, schema: z.object({ greeting: z.string() }) }),
    );
    expect(error.kind).toBe('badAnswer');
  });

  it('is not configured without a base URL and makes no request', async () => {
    const bare = client({ baseUrl: undefined });
    expect(bare.isConfigured).toBe(false);
    expect((await failure(bare.complete({ messages }))).kind).toBe('notConfigured');
    expect(ai.requests).toHaveLength(0);
  });

  describe('streaming', () => {
    const collect = async (stream: AsyncIterable<string>) => {
      const pieces: string[] = [];
      for await (const piece of stream) pieces.push(piece);
      return pieces;
    };

    it('yields the pieces in order and asks for a stream', async () => {
      ai.queue({ chunks: ['Dear ', 'team,', '\n\nHello.'] });
      expect(await collect(client().stream({ messages }))).toEqual([
        'Dear ',
        'team,',
        '\n\nHello.',
      ]);
      expect(ai.requests[0]!.body.stream).toBe(true);
      expect(ai.requests[0]!.headers.authorization).toBe('Bearer sk-test');
    });

    it('reads events split anywhere across network chunks', async () => {
      const events = [
        `data: ${JSON.stringify({ choices: [{ delta: { content: '你好，' } }] })}`,
        `data: ${JSON.stringify({ choices: [{ delta: { content: 'world' }, finish_reason: 'stop' }] })}`,
        'data: [DONE]',
      ].join('\n\n');
      const bytes = new TextEncoder().encode(`${events}\n\n`);
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          // Three bytes at a time: lines and even characters arrive in pieces.
          for (let at = 0; at < bytes.length; at += 3) controller.enqueue(bytes.slice(at, at + 3));
          controller.close();
        },
      });
      const stream = client({
        fetch: async () => new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
      }).stream({ messages });
      expect((await collect(stream)).join('')).toBe('你好，world');
    });

    it('throws unavailable when the stream breaks before its end, after what it got', async () => {
      ai.queue({ content: 'one two three four five six seven eight nine ten', breakAfter: 2 });
      const pieces: string[] = [];
      const error = await failure(
        (async () => {
          for await (const piece of client().stream({ messages })) pieces.push(piece);
        })(),
      );
      expect(error).toBeInstanceOf(AiError);
      expect(error.kind).toBe('unavailable');
      expect(pieces.join('')).toBe('one two three four five six ');
    });

    it('answers 429 and 4xx as busy and rejected, without a stream', async () => {
      ai.queue({ status: 429, body: '{}' }, { status: 401, body: '{}' });
      expect((await failure(collect(client().stream({ messages })))).kind).toBe('busy');
      expect((await failure(collect(client().stream({ messages })))).kind).toBe('rejected');
    });
  });
});
