// A stand-in for the resume parse worker, to test the pool: the file's text says what to do.
import { parentPort } from 'node:worker_threads';

parentPort?.on('message', ({ id, bytes }: { id: number; bytes: Uint8Array }) => {
  const command = new TextDecoder().decode(bytes);
  if (command === 'spin') for (;;); // a blocked thread: only terminate() ends it
  if (command === 'crash') process.exit(3);
  if (command.startsWith('sleep ')) {
    const reply = { id, ok: true, result: { text: command } };
    setTimeout(() => parentPort?.postMessage(reply), Number(command.slice(6)));
    return;
  }
  if (command === 'fail') {
    parentPort?.postMessage({ id, ok: false, reason: 'encrypted', detail: 'scripted' });
    return;
  }
  parentPort?.postMessage({ id, ok: true, result: { text: command, threadId: process.pid } });
});

parentPort?.postMessage({ ready: true });
