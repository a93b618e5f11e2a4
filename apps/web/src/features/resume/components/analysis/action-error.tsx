import { isOutOfPoints } from '../../utils/api-errors';
import { OutOfPoints } from './out-of-points';

/** An AI action's failure: out of points gets its way out; anything else its message. */
export function ActionError({ error, fallback }: { error: unknown; fallback: string }) {
  const message = error instanceof Error && error.message ? error.message : fallback;
  if (isOutOfPoints(error)) return <OutOfPoints message={message} />;
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  );
}
