// The backup file: a gzip-compressed tar (ustar) of a few regular files, written and read as streams
// so a large database dump never has to fit in memory. Only what a backup holds is supported: plain
// files with short relative names.
import fs from 'node:fs/promises';
import { createReadStream, createWriteStream } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';

export type ArchiveEntry = { name: string } & ({ data: Buffer } | { file: string });

const BLOCK = 512;
const MAX_SIZE = 8 ** 11 - 1; // what 11 octal digits hold (8 GiB)

/** A backup file that is not one, or is damaged. */
export class ArchiveError extends Error {}

function checkName(name: string) {
  const parts = name.split('/');
  if (name.length > 99 || path.isAbsolute(name) || parts.some((part) => !part || part === '..'))
    throw new ArchiveError(`unexpected entry "${name}" in the backup`);
}

function header(name: string, size: number): Buffer {
  if (size > MAX_SIZE) throw new ArchiveError(`${name} is larger than a backup entry can be`);
  const block = Buffer.alloc(BLOCK);
  const field = (offset: number, length: number, value: string) =>
    block.write(value, offset, length, 'ascii');
  const octal = (offset: number, length: number, value: number) =>
    field(offset, length, `${value.toString(8).padStart(length - 1, '0')}\0`);
  field(0, 100, name);
  octal(100, 8, 0o600);
  octal(108, 8, 0);
  octal(116, 8, 0);
  octal(124, 12, size);
  octal(136, 12, Math.floor(Date.now() / 1000));
  block.fill(' ', 148, 156); // the checksum counts itself as spaces
  field(156, 1, '0');
  field(257, 8, 'ustar\u000000');
  const sum = block.reduce((total, byte) => total + byte, 0);
  field(148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
  return block;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

async function* tarStream(entries: ArchiveEntry[]): AsyncGenerator<Buffer> {
  for (const entry of entries) {
    checkName(entry.name);
    const size = 'data' in entry ? entry.data.length : (await fs.stat(entry.file)).size;
    yield header(entry.name, size);
    if ('data' in entry) yield entry.data;
    else yield* createReadStream(entry.file) as AsyncIterable<Buffer>;
    yield padding(size);
  }
  yield Buffer.alloc(BLOCK * 2);
}

/** Writes the entries into `file` (readable by its owner only: a backup holds secrets). */
export async function writeArchive(file: string, entries: ArchiveEntry[]): Promise<void> {
  const partial = `${file}.partial`;
  try {
    await pipeline(
      Readable.from(tarStream(entries)),
      zlib.createGzip(),
      createWriteStream(partial, { mode: 0o600, flags: 'wx' }),
    );
    await fs.rename(partial, file);
  } catch (error) {
    await fs.rm(partial, { force: true });
    throw error;
  }
}

function parseHeader(block: Buffer): { name: string; size: number } {
  const text = (offset: number, length: number) =>
    block.toString('ascii', offset, offset + length).replace(/\0.*$/s, '');
  const expected = Number.parseInt(text(148, 8).trim(), 8);
  block.fill(' ', 148, 156);
  const sum = block.reduce((total, byte) => total + byte, 0);
  if (sum !== expected || !text(257, 6).startsWith('ustar'))
    throw new ArchiveError('this is not a Yonder backup (a damaged or foreign file)');
  const type = text(156, 1);
  const name = text(0, 100);
  if (type !== '0' && type !== '')
    throw new ArchiveError(`unexpected entry "${name}" in the backup`);
  checkName(name);
  return { name, size: Number.parseInt(text(124, 12).trim(), 8) };
}

/** Unpacks `file` into `directory` and answers the names of the files it held. */
export async function extractArchive(file: string, directory: string): Promise<string[]> {
  const names: string[] = [];
  let pending: Buffer = Buffer.alloc(0);
  let current: { handle: fs.FileHandle; remaining: number; skip: number } | null = null;
  let skip = 0;
  let isEnded = false;
  try {
    const input = createReadStream(file).pipe(zlib.createGunzip());
    for await (const chunk of input as AsyncIterable<Buffer>) {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      while (!isEnded) {
        if (current) {
          const take = Math.min(current.remaining, pending.length);
          if (take > 0) await current.handle.write(pending.subarray(0, take));
          pending = pending.subarray(take);
          current.remaining -= take;
          if (current.remaining > 0) break;
          await current.handle.close();
          skip = current.skip;
          current = null;
        }
        const skipped = Math.min(skip, pending.length);
        pending = pending.subarray(skipped);
        skip -= skipped;
        if (skip > 0 || pending.length < BLOCK) break;
        const block = Buffer.from(pending.subarray(0, BLOCK));
        pending = pending.subarray(BLOCK);
        if (block.every((byte) => byte === 0)) {
          isEnded = true;
          break;
        }
        const { name, size } = parseHeader(block);
        const target = path.join(directory, name);
        await fs.mkdir(path.dirname(target), { recursive: true });
        names.push(name);
        current = {
          handle: await fs.open(target, 'wx', 0o600),
          remaining: size,
          skip: padding(size).length,
        };
      }
    }
  } catch (error) {
    await current?.handle.close();
    if (error instanceof ArchiveError) throw error;
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
    throw new ArchiveError(`this is not a readable Yonder backup: ${(error as Error).message}`);
  }
  if (!isEnded || current) throw new ArchiveError('the backup file is cut short');
  return names;
}
