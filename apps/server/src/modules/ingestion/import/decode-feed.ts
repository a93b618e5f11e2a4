import { TextDecoder } from '@exodus/bytes/encoding.js';
import sniffEncoding from 'html-encoding-sniffer';

/** `<?xml` after an optional UTF-8 byte-order mark: an RSS or Atom feed declares its encoding there. */
const looksLikeXml = (bytes: Uint8Array) => {
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  return new TextDecoder('latin1').decode(bytes.subarray(start, start + 5)) === '<?xml';
};

/**
 * A feed's text, decoded as a browser would: a byte-order mark first (UTF-8 or UTF-16, and the
 * mark itself is dropped), then the charset its server declares, then the document's own
 * declaration (`<?xml encoding=…?>`, `<meta charset>`), else UTF-8, which JSON must be.
 */
export function decodeFeed(bytes: Uint8Array, contentType?: string | null): string {
  const charset = /charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1];
  const encoding = sniffEncoding(bytes, {
    xml: looksLikeXml(bytes),
    ...(charset !== undefined && { transportLayerEncodingLabel: charset }),
    defaultEncoding: 'UTF-8',
  });
  return new TextDecoder(encoding).decode(bytes);
}
