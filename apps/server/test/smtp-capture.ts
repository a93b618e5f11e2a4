import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type CapturedMail = { to: string[]; subject: string; text: string; raw: string };

const decodeWords = (header: string) =>
  header
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replaceAll('_', ' ')),
    );

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`)
    .replace(/%(?![0-9A-F]{2})/gi, '%25');
  return decodeURIComponent(bytes);
}

function decodeBody(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** The text/plain part of a raw message, decoded; enough of MIME for the mails the server writes. */
export function parseMail(raw: string, to: string[]): CapturedMail {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const subject = decodeWords(/^subject:\s*(.*)$/im.exec(headers)?.[1] ?? '');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  let text = decodeBody(headers, body);
  if (boundary) {
    const parts = body.split(`--${boundary}`).map((part) => {
      const end = part.indexOf('\r\n\r\n');
      return { headers: part.slice(0, end), body: part.slice(end + 4) };
    });
    const plain = parts.find((part) => /content-type:\s*text\/plain/i.test(part.headers));
    text = plain ? decodeBody(plain.headers, plain.body) : text;
  }
  return { to, subject, text, raw };
}

/** A real SMTP server on loopback that keeps what it receives (on `port`, else any free one). */
export async function startSmtpCapture({
  port: wanted = 0,
  acceptDelayMs = 0,
}: {
  port?: number;
  /** How long each message waits before the server accepts it (a slow server). */
  acceptDelayMs?: number;
} = {}) {
  const mails: CapturedMail[] = [];
  let receiving = 0;
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    logger: false,
    // A closing server drops the sender's idle pooled connections at once (a server going down).
    closeTimeout: 100,
    onData(stream, session, callback) {
      receiving += 1;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        setTimeout(() => {
          const to = session.envelope.rcptTo.map((address) => address.address);
          mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
          receiving -= 1;
          waiters.splice(0).forEach((wake) => wake());
          callback();
        }, acceptDelayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(wanted, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  /** The newest mail to the address received after `since` mails had arrived; waits for it. */
  async function nextMail(address: string, since: number, timeoutMs = 5000): Promise<CapturedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = mails.slice(since).findLast((mail) => mail.to.includes(address));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail to ${address}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** Messages whose data has started arriving and that are not yet accepted. */
    receiving: () => receiving,
    nextMail,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const codeIn = (mail: { text: string }) => /\b(\d{6})\b/.exec(mail.text)?.[1];

/** A loopback port nothing listens on (for an SMTP server that is down). */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
