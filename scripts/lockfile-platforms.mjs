// The npm registry this project's machines reach does not serve every platform build of a
// package (e.g. @tailwindcss/oxide-darwin-arm64). npm then leaves those optional entries out
// of package-lock.json, and `npm ci` refuses the lock as out of sync. This adds each missing
// optional platform package with its os/cpu, so npm ci skips it on other platforms.
// Run after any `npm install` that rewrites the lock: `node scripts/lockfile-platforms.mjs`.
import fs from 'node:fs';

const FILE = new URL('../package-lock.json', import.meta.url);
const OSES = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'win32',
  'openharmony',
  'sunos',
  'aix',
  'netbsd',
  'openbsd',
];
const CPUS = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x', 'mips64el'];

const lock = JSON.parse(fs.readFileSync(FILE, 'utf8'));
const added = [];
for (const entry of Object.values(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (lock.packages[key]) continue;
    const parts = name.split('/').pop().split('-');
    const os = OSES.find((candidate) => parts.includes(candidate));
    const cpu = parts.includes('wasm32')
      ? 'wasm32'
      : CPUS.find((candidate) => parts.includes(candidate));
    if (!os && !cpu) continue;
    const libc =
      parts.includes('musl') || parts.includes('musleabihf')
        ? 'musl'
        : parts.some((part) => part.startsWith('gnu'))
          ? 'glibc'
          : null;
    lock.packages[key] = {
      version,
      optional: true,
      ...(os ? { os: [os] } : {}),
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(libc && os === 'linux' ? { libc: [libc] } : {}),
    };
    added.push(name);
  }
}
fs.writeFileSync(FILE, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added.length
    ? `added ${added.length} platform entries: ${added.join(', ')}`
    : 'package-lock.json already lists every platform package',
);
