// After `vite build`: builds src/prerender.tsx for Node and writes the landing page, rendered
// in each language, into dist/index.html (zh) and dist/index.en.html; every other route gets the
// plain shell, dist/app.html. The server picks the file (apps/server/src/plugins/web-app.ts).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const WEB = path.resolve(import.meta.dirname, '..');
// WEB_BUILD_DIR builds elsewhere than dist/ (a second checkout's tests beside a running server).
const DIST = path.resolve(WEB, process.env.WEB_BUILD_DIR ?? 'dist');
// Inside the workspace, so the server bundle resolves react and the rest from node_modules.
const SSR_DIR = fs.mkdtempSync(path.join(WEB, '.ssr-'));
await build({ root: WEB, logLevel: 'warn', build: { ssr: 'src/prerender.tsx', outDir: SSR_DIR } });
const SSR_ENTRY = path.join(SSR_DIR, 'prerender.js');

const { renderLanding } = (await import(pathToFileURL(SSR_ENTRY).href)) as {
  renderLanding: (language: 'zh' | 'en') => Promise<{ html: string; title: string }>;
};
const shell = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
fs.writeFileSync(path.join(DIST, 'app.html'), shell);

// The prerendered pages carry their stylesheet inline: the first paint then needs the HTML alone.
const stylesheet = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/.exec(shell);
if (!stylesheet?.[1]) throw new Error('no stylesheet link in dist/index.html');
const inlineStyles = `<style>${fs.readFileSync(path.join(DIST, stylesheet[1]), 'utf8')}</style>`;

// The app's scripts wait in a template until the page has painted (public/boot.js loads them).
const appScripts = [
  ...shell.matchAll(/<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g),
].map((match) => match[0]);
if (!appScripts.some((tag) => tag.startsWith('<script')))
  throw new Error('no entry script in dist/index.html');
const withoutScripts = appScripts.reduce((html, tag) => html.replace(tag, ''), shell);
const deferredScripts = `<template id="app-scripts">${appScripts.join('')}</template><script src="/boot.js" defer></script>`;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

for (const [language, file, htmlLang] of [
  ['zh', 'index.html', 'zh-CN'],
  ['en', 'index.en.html', 'en'],
] as const) {
  const { html, title } = await renderLanding(language);
  const page = withoutScripts
    .replace(stylesheet[0], `${inlineStyles}${deferredScripts}`)
    .replace('<html lang="zh-CN">', `<html lang="${htmlLang}">`)
    .replace(/<title>.*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    // Inert: nothing in the picture can be clicked or focused before the live app replaces it.
    .replace(
      '<div id="root"></div>',
      `<div id="prerender" inert>${html}</div><div id="root"></div>`,
    );
  fs.writeFileSync(path.join(DIST, file), page);
}
fs.rmSync(SSR_DIR, { recursive: true, force: true });
