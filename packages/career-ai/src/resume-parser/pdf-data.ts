import { readFile } from 'node:fs/promises';

/**
 * pdf.js needs its own CMaps to read Chinese fonts that name a predefined character collection
 * (Adobe-GB1 and friends), and its font data of Symbol and ZapfDingbats for PDFs that do not embed
 * them.
 * Both ship in `pdfjs-dist`; this reads them from there. It is the only file access of the
 * parser and it never touches the user's files.
 */
const PDFJS_ROOT = (() => {
  try {
    return new URL('./', import.meta.resolve('pdfjs-dist/package.json'));
  } catch {
    return null;
  }
})();

const FOLDERS: Record<string, string> = {
  cMapUrl: 'cmaps/',
  standardFontDataUrl: 'standard_fonts/',
};
const cache = new Map<string, Promise<Uint8Array>>();

export class PackagedBinaryDataFactory {
  constructor(_options: unknown) {}

  fetch({ kind, filename }: { kind: string; filename: string }): Promise<Uint8Array> {
    const folder = FOLDERS[kind];
    if (!PDFJS_ROOT || !folder || !/^[\w.-]+$/.test(filename)) {
      return Promise.reject(new Error(`No pdf.js data for ${kind} ${filename}`));
    }
    const key = folder + filename;
    let data = cache.get(key);
    if (!data) {
      data = readFile(new URL(key, PDFJS_ROOT)).then((buffer) => new Uint8Array(buffer));
      data.catch(() => cache.delete(key));
      cache.set(key, data);
    }
    // A copy, so a consumer that detaches or changes its buffer never spoils the cache.
    return data.then((bytes) => bytes.slice());
  }
}

/** Options for pdf.js's `getDocument` that route its data loading through the factory above. */
export const PDF_DATA_OPTIONS = {
  BinaryDataFactory: PackagedBinaryDataFactory,
  useWorkerFetch: false,
  cMapUrl: 'pdfjs-data:cmaps/',
  cMapPacked: true,
  standardFontDataUrl: 'pdfjs-data:standard_fonts/',
};
