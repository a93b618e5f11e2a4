// After `vite build` and `vite build --ssr src/prerender.tsx`: writes the landing page, rendered
// in each language, into dist/index.html (zh) and dist/index.en.html; every other route gets the
// plain shell, dist/app.html. The server picks the file (apps/server/src/plugins/web-app.ts).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const WEB = path.resolve(import.meta.dirname, '..');
const DIST = path.join(WEB, 'dist');
const SSR_ENTRY = path.join(WEB, 'dist-ssr/prerender.js');

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
fs.rmSync(path.join(WEB, 'dist-ssr'), { recursive: true, force: true });
