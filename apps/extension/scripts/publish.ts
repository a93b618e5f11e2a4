// Puts the zipped builds beside the web app (`/downloads/…`), where the install page links them
// when no store listing is configured.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const target = path.resolve(ROOT, '../web/dist/downloads');
fs.mkdirSync(target, { recursive: true });
for (const browser of ['chrome', 'firefox']) {
  const name = `yonder-extension-${browser}.zip`;
  fs.copyFileSync(path.join(ROOT, 'dist', name), path.join(target, name));
  console.log(`extension: ${path.relative(process.cwd(), path.join(target, name))}`);
}
