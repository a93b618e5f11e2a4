import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MAX_OUTPUT_BYTES, SynchronousDecompressionStream } from './synchronous-decompression.ts';

const text = Buffer.from('BT /F1 12 Tf 72 712 Td (Senior Frontend Engineer) Tj ET\n'.repeat(200));
const deflated = zlib.deflateSync(text);

type Format = ConstructorParameters<typeof DecompressionStream>[0];

/** What pdf.js does with a DecompressionStream: one write, then read every chunk. */
async function decompress(
  Stream: typeof DecompressionStream,
  format: Format,
  input: Uint8Array,
): Promise<Buffer> {
  const { readable, writable } = new Stream(format);
  const writer = writable.getWriter();
  void writer
    .write(input)
    .then(() => writer.close())
    .catch(() => {});
  const chunks: Uint8Array[] = [];
  for await (const chunk of readable) chunks.push(chunk);
  return Buffer.concat(chunks);
}

describe('SynchronousDecompressionStream', () => {
  it('decodes deflate, raw deflate, gzip and brotli data', async () => {
    const inputs: [Format, Buffer][] = [
      ['deflate', deflated],
      ['deflate-raw', zlib.deflateRawSync(text)],
      ['gzip', zlib.gzipSync(text)],
      ['brotli', zlib.brotliCompressSync(text)],
    ];
    for (const [format, input] of inputs) {
      expect(await decompress(SynchronousDecompressionStream, format, input)).toEqual(text);
    }
  });

  it("fails where Node's DecompressionStream fails, so pdf.js falls back on the same streams", async () => {
    const damaged = Buffer.from(deflated);
    damaged.fill(0xff, 10, 30);
    const broken = {
      truncated: deflated.subarray(0, deflated.length - 10),
      damaged,
      'followed by junk': Buffer.concat([deflated, Buffer.from('\r\nendstream')]),
      empty: Buffer.alloc(0),
    };
    for (const [kind, input] of Object.entries(broken)) {
      await expect(decompress(DecompressionStream, 'deflate', input), kind).rejects.toThrow();
      await expect(
        decompress(SynchronousDecompressionStream, 'deflate', input),
        kind,
      ).rejects.toThrow();
    }
  });

  it('refuses data that inflates past its limit, which pdf.js then inflates in JavaScript', async () => {
    const bomb = zlib.deflateSync(Buffer.alloc(MAX_OUTPUT_BYTES + 1));
    await expect(decompress(SynchronousDecompressionStream, 'deflate', bomb)).rejects.toThrow();
    const justUnder = zlib.deflateSync(Buffer.alloc(MAX_OUTPUT_BYTES));
    expect((await decompress(SynchronousDecompressionStream, 'deflate', justUnder)).length).toBe(
      MAX_OUTPUT_BYTES,
    );
  });

  it('refuses a format it does not know, as the constructor of the standard one does', () => {
    expect(() => new SynchronousDecompressionStream('zip')).toThrow(TypeError);
  });
});
