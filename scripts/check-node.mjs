// Runs before `npm start` and `npm test`. npm puts node_modules/.bin first on the PATH of a
// script, and `npm ci` installs the project's own Node.js there (the node-<platform> packages of
// optionalDependencies, the version of .nvmrc), whatever Node.js ran npm. This only speaks up when
// that did not happen (a platform the registry has no build for) and the machine's Node.js is older.
import fs from 'node:fs';

const wanted = fs.readFileSync(new URL('../.nvmrc', import.meta.url), 'utf8').trim();
const [major] = process.versions.node.split('.').map(Number);
if (major < Number(wanted.split('.')[0])) {
  console.error(
    `Yonder runs on Node.js ${wanted}. \`npm ci\` installs it into node_modules for Linux, macOS ` +
      `and Windows, but not for this machine (${process.platform}-${process.arch}), whose ` +
      `Node.js is ${process.version}. Install Node.js ${wanted} (see .nvmrc) and run the ` +
      'command again.',
  );
  process.exit(1);
}
