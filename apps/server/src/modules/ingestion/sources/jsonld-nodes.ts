/** `<script type="application/ld+json">` blocks of an HTML page. */
const SCRIPT =
  /<script\b[^>]*type\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script\s*>/gi;

export type JsonLdBlock = { nodes: Record<string, unknown>[] } | { invalid: string };

function isJobPosting(node: Record<string, unknown>): boolean {
  const type = node['@type'];
  return Array.isArray(type) ? type.includes('JobPosting') : type === 'JobPosting';
}

function collect(value: unknown, found: Record<string, unknown>[], depth = 0): void {
  if (depth > 6 || !value || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const entry of value) collect(entry, found, depth + 1);
    return;
  }
  const node = value as Record<string, unknown>;
  if (isJobPosting(node)) {
    found.push(node);
    return;
  }
  if (node['@graph']) collect(node['@graph'], found, depth + 1);
  if (node.mainEntity) collect(node.mainEntity, found, depth + 1);
  if (node.itemListElement) collect(node.itemListElement, found, depth + 1);
  if (node.item) collect(node.item, found, depth + 1);
}

/** Every JobPosting in a page's JSON-LD, and a note for each block that is not valid JSON. */
export function jobPostingsIn(html: string): JsonLdBlock[] {
  const blocks: JsonLdBlock[] = [];
  for (const match of html.matchAll(SCRIPT)) {
    const source = match[1]!
      .trim()
      .replace(/^<!--|-->$/g, '')
      .replace(/^\/\*<!\[CDATA\[\*\/|\/\*\]\]>\*\/$/g, '');
    try {
      const nodes: Record<string, unknown>[] = [];
      collect(JSON.parse(source), nodes);
      if (nodes.length > 0) blocks.push({ nodes });
    } catch (error) {
      blocks.push({ invalid: `JSON-LD block is not JSON: ${(error as Error).message}` });
    }
  }
  return blocks;
}
