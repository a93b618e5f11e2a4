import type { z } from 'zod';
import { timeOutcome, type OutcomeTimer } from '#lib/metrics.ts';
import { AiError } from './ai-errors.ts';

export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

export type AiClientOptions = {
  /** Such as `https://api.openai.com/v1`; `/chat/completions` is added. Unset: not configured. */
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string;
  /** Per attempt. */
  timeoutMs: number;
  /** Extra attempts after a 429, a 5xx or a network failure. */
  maxRetries: number;
  /** First wait before a retry, doubled each time (a Retry-After header wins, up to 10 s). */
  retryDelayMs?: number;
  fetch?: typeof fetch;
  /** Times each call (its retries included) under `ok` or the failure's kind. */
  metrics?: OutcomeTimer | undefined;
};

export type AiClient = {
  isConfigured: boolean;
  /** The text of the first choice. */
  complete: (options: {
    messages: ChatMessage[];
    json?: boolean;
    temperature?: number;
  }) => Promise<string>;
  /**
   * The first choice's text piece by piece as the provider streams it (`stream: true`, server-sent
   * events). A stream that ends before its `[DONE]` or a finish reason throws `unavailable`.
   */
  stream: (options: {
    messages: ChatMessage[];
    temperature?: number;
    signal?: AbortSignal;
  }) => AsyncGenerator<string, void, undefined>;
  /** Asks for a JSON object and checks it against `schema`. */
  completeJson: <T extends z.ZodType>(options: {
    messages: ChatMessage[];
    schema: T;
    temperature?: number;
  }) => Promise<z.output<T>>;
};

const RETRY_AFTER_CAP_MS = 10_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryAfterMs(response: Response): number | null {
  const header = response.headers.get('retry-after');
  if (!header) return null;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - Date.now();
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), RETRY_AFTER_CAP_MS) : null;
}

/** Models wrap JSON in code fences or prose now and then; take the outermost object. */
export function extractJsonObject(content: string): unknown {
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  if (start < 0 || end < start) throw new AiError('badAnswer', 'the answer holds no JSON object');
  try {
    return JSON.parse(content.slice(start, end + 1));
  } catch (error) {
    throw new AiError('badAnswer', 'the answer is not valid JSON', { cause: error });
  }
}

/** One client for any OpenAI-compatible chat-completions service (OpenAI, DeepSeek, Qwen, Ollama, vLLM). */
export function createAiClient(options: AiClientOptions): AiClient {
  const { baseUrl, apiKey, model, timeoutMs, maxRetries, retryDelayMs = 500 } = options;
  const doFetch = options.fetch ?? fetch;

  async function attempt(body: string): Promise<Response> {
    try {
      return await doFetch(`${baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
        },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'TimeoutError')
        throw new AiError('timeout', `no answer within ${timeoutMs} ms`, { cause: error });
      throw new AiError('unavailable', 'the AI provider could not be reached', { cause: error });
    }
  }

  async function send(body: string): Promise<unknown> {
    for (let tries = 0; ; tries += 1) {
      let wait = retryDelayMs * 2 ** tries;
      let failure: AiError;
      try {
        const response = await attempt(body);
        if (response.ok) {
          try {
            return await response.json();
          } catch (error) {
            if (error instanceof DOMException && error.name === 'TimeoutError')
              throw new AiError('timeout', `no answer within ${timeoutMs} ms`, { cause: error });
            throw new AiError('badAnswer', 'the answer is not JSON', { cause: error });
          }
        }
        const detail = (await response.text().catch(() => '')).slice(0, 300);
        const message = `HTTP ${response.status} ${detail}`.trim();
        if (response.status !== 429 && response.status < 500)
          throw new AiError('rejected', message, { status: response.status });
        failure = new AiError(response.status === 429 ? 'busy' : 'unavailable', message, {
          status: response.status,
        });
        wait = retryAfterMs(response) ?? wait;
      } catch (error) {
        if (!(error instanceof AiError) || error.kind !== 'unavailable') throw error;
        failure = error;
      }
      if (tries >= maxRetries) throw failure;
      await sleep(wait);
    }
  }

  async function complete({
    messages,
    json = false,
    temperature = 0.2,
  }: {
    messages: ChatMessage[];
    json?: boolean;
    temperature?: number;
  }): Promise<string> {
    if (!baseUrl) throw new AiError('notConfigured', 'AI_BASE_URL is not set');
    const body = JSON.stringify({
      model,
      messages,
      temperature,
      ...(json ? { response_format: { type: 'json_object' } } : {}),
    });
    return timeOutcome(
      options.metrics,
      async () => {
        const answer = (await send(body)) as {
          choices?: Array<{ message?: { content?: unknown } }>;
        };
        const content = answer?.choices?.[0]?.message?.content;
        if (typeof content !== 'string' || !content.trim())
          throw new AiError('badAnswer', 'the answer has no message content');
        return content;
      },
      (error) => (error instanceof AiError ? error.kind : 'error'),
    );
  }

  async function* stream({
    messages,
    temperature = 0.4,
    signal,
  }: {
    messages: ChatMessage[];
    temperature?: number;
    signal?: AbortSignal;
  }): AsyncGenerator<string, void, undefined> {
    if (!baseUrl) throw new AiError('notConfigured', 'AI_BASE_URL is not set');
    const body = JSON.stringify({ model, messages, temperature, stream: true });
    let response: Response;
    try {
      // A streamed letter may take longer than one answer: four times the timeout in all.
      response = await doFetch(`${baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
        },
        body,
        signal: AbortSignal.any([...(signal ? [signal] : []), AbortSignal.timeout(timeoutMs * 4)]),
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'TimeoutError')
        throw new AiError('timeout', `no answer within ${timeoutMs} ms`, { cause: error });
      throw new AiError('unavailable', 'the AI provider could not be reached', { cause: error });
    }
    if (!response.ok || !response.body) {
      const detail = (await response.text().catch(() => '')).slice(0, 300);
      const message = `HTTP ${response.status} ${detail}`.trim();
      if (response.status === 429) throw new AiError('busy', message, { status: 429 });
      if (response.status >= 500)
        throw new AiError('unavailable', message, { status: response.status });
      throw new AiError('rejected', message, { status: response.status });
    }
    let finished = false;
    let buffer = '';
    try {
      for await (const chunk of response.body.pipeThrough(new TextDecoderStream())) {
        buffer += chunk;
        const lines = buffer.split(/\r?\n/);
        buffer = lines.pop() ?? '';
        for (const line of lines) {
          if (!line.startsWith('data:')) continue;
          const data = line.slice(5).trim();
          if (data === '[DONE]') {
            finished = true;
            continue;
          }
          let event: {
            choices?: Array<{ delta?: { content?: unknown }; finish_reason?: unknown }>;
          };
          try {
            event = JSON.parse(data);
          } catch (error) {
            throw new AiError('badAnswer', 'a stream event is not JSON', { cause: error });
          }
          const choice = event.choices?.[0];
          if (typeof choice?.delta?.content === 'string' && choice.delta.content)
            yield choice.delta.content;
          if (choice?.finish_reason) finished = true;
        }
      }
    } catch (error) {
      if (error instanceof AiError) throw error;
      if (error instanceof DOMException && error.name === 'TimeoutError')
        throw new AiError('timeout', 'the stream stopped', { cause: error });
      throw new AiError('unavailable', 'the stream broke', { cause: error });
    }
    if (!finished) throw new AiError('unavailable', 'the stream ended before its end');
  }

  return {
    isConfigured: Boolean(baseUrl),
    complete,
    stream,
    completeJson: async ({ messages, schema, temperature }) => {
      const content = await complete({ messages, json: true, temperature });
      const parsed = schema.safeParse(extractJsonObject(content));
      if (!parsed.success)
        throw new AiError(
          'badAnswer',
          `the answer does not fit: ${parsed.error.message.slice(0, 300)}`,
        );
      return parsed.data;
    },
  };
}
