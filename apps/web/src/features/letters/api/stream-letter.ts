import type { CoverLetter, GenerateCoverLetter } from '@yonder/contract/cover-letters';
import { requestEventStream } from '#lib/api-client.ts';

export type StreamHandlers = {
  onText: (text: string) => void;
  onDone: (letter: CoverLetter, availableCredits: number | null) => void;
  onError: (message: string, partial: string) => void;
};

/** Writes a letter with AI, its text arriving piece by piece (server-sent events). */
export function streamLetter(
  input: GenerateCoverLetter,
  handlers: StreamHandlers,
  signal?: AbortSignal,
): Promise<void> {
  return requestEventStream(
    '/api/v1/cover-letters/generate',
    input,
    ({ event, data }) => {
      const value = data as Record<string, unknown>;
      if (event === 'delta') handlers.onText(String(value.text ?? ''));
      else if (event === 'done')
        handlers.onDone(
          value.letter as CoverLetter,
          (value.available_credits as number | null) ?? null,
        );
      else if (event === 'error')
        handlers.onError(String(value.message ?? ''), String(value.partial ?? ''));
    },
    { signal },
  );
}
