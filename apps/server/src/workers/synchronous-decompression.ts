import zlib from 'node:zlib';

type Decode = (input: Buffer, options: { info: true; maxOutputLength: number }) => unknown;

/**
 * A stream that inflates past this is left to pdf.js's own decoder. That one runs in JavaScript,
 * where the pool's time limit can stop a PDF of a few MB that inflates to GBs; zlib's synchronous
 * call cannot be interrupted. Fonts and page images stay well below, and a larger one still reads.
 */
export const MAX_OUTPUT_BYTES = 64 * 1024 * 1024;

const DECODERS: Record<string, Decode> = {
  deflate: zlib.inflateSync,
  'deflate-raw': zlib.inflateRawSync,
  gzip: zlib.gunzipSync,
  brotli: zlib.brotliDecompressSync,
};

/**
 * A `DecompressionStream` that decodes its whole input at once, in the calling thread, when the
 * input ends. pdf.js inflates every Flate stream of a PDF (page contents, fonts) through
 * `DecompressionStream`, and Node's own sends each of these few kilobytes through web streams and
 * zlib's thread pool: a quarter of a resume's parse time. This one fails where Node's does
 * (truncated or damaged data, bytes after the end), so pdf.js falls back to its own decoder for
 * the same streams as before, and for those that inflate past `MAX_OUTPUT_BYTES`.
 */
export class SynchronousDecompressionStream extends TransformStream<
  ArrayBufferView | ArrayBuffer,
  Uint8Array
> {
  constructor(format: string) {
    const decode = DECODERS[format];
    if (!decode) throw new TypeError(`Unsupported compression format: ${format}`);
    const chunks: Buffer[] = [];
    super({
      transform: (chunk) => {
        chunks.push(
          ArrayBuffer.isView(chunk)
            ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
            : Buffer.from(chunk),
        );
      },
      flush: (controller) => {
        const input = Buffer.concat(chunks);
        const { buffer, engine } = decode(input, {
          info: true,
          maxOutputLength: MAX_OUTPUT_BYTES,
        }) as {
          buffer: Buffer;
          engine: { bytesWritten: number };
        };
        if (engine.bytesWritten < input.length) {
          throw new TypeError('Junk found after the end of the compressed data');
        }
        controller.enqueue(new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength));
      },
    });
  }
}
