// Run by the web build (vite.config.ts) once the app's files are written: builds src/prerender.tsx
// for Node and writes each prerendered page, rendered in each language (index.html and
// index.en.html for `/`, pricing.html and pricing.en.html…), and the plain shell of the other routes
// in each language (app.html, app.en.html; the job search's and a job's page have their own,
// job-search.html and job-detail.html). Each file preloads the scripts and texts its page needs in
// its own language. pages.json tells the server which file answers which path
// (apps/server/src/plugins/web-app.ts). The pages are written to `into`, from where the build's
// compression plugin copies them into the build beside their compressed copies.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

type PageFile = { pathname: string; name: string; modules: string[]; namespaces: string[] };
type Language = 'zh' | 'en';
type Chunk = { file: string; imports?: string[] };
const LANGUAGES: [Language, string][] = [
  ['zh', 'zh-CN'],
  ['en', 'en'],
];

/** Prerenders the pages of the client build in `dist` into `into`; answers the files written. */
export async function prerender(web: string, dist: string, into: string): Promise<string[]> {
  // Inside the workspace, so the server bundle resolves react and the rest from node_modules.
  const ssrDir = fs.mkdtempSync(path.join(web, '.ssr-'));
  try {
    return await renderInto(web, dist, ssrDir, into);
  } finally {
    // Removed however the build ends: a failed build leaves no bundle behind for lint to read.
    fs.rmSync(ssrDir, { recursive: true, force: true });
  }
}

async function renderInto(web: string, dist: string, ssrDir: string, into: string) {
  await build({
    root: web,
    logLevel: 'warn',
    build: { ssr: 'src/prerender.tsx', outDir: ssrDir },
  });
  const SSR_ENTRY = path.join(ssrDir, 'prerender.js');

  const { renderPage, PRERENDERED, SHELLS } = (await import(pathToFileURL(SSR_ENTRY).href)) as {
    renderPage: (pathname: string, language: Language) => Promise<{ html: string; title: string }>;
    PRERENDERED: PageFile[];
    SHELLS: PageFile[];
  };

  // Vite's manifest: which chunks each source module needs (build.manifest in vite.config.ts).
  const MANIFEST_FILE = path.join(dist, '.vite', 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(MANIFEST_FILE, 'utf8')) as Record<string, Chunk>;
  const chunkFiles = (key: string, found = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    if (found.has(chunk.file)) return found;
    found.add(chunk.file);
    for (const imported of chunk.imports ?? []) chunkFiles(imported, found);
    return found;
  };
  const entryFiles = chunkFiles('index.html');
  /** Module preloads for what a page needs beyond the entry: its route chunk and its texts. */
  const preloads = (modules: string[]) =>
    [...new Set(modules.flatMap((module) => [...chunkFiles(module)]))]
      .filter((file) => !entryFiles.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('');

  const shell = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const escapeHtml = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const inLanguage = (html: string, htmlLang: string) =>
    html.replace('<html lang="zh-CN">', `<html lang="${htmlLang}">`);

  // The prerendered pages carry their stylesheet inline: the first paint then needs the HTML alone.
  const stylesheet = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/.exec(
    shell,
  );
  if (!stylesheet?.[1]) throw new Error('no stylesheet link in dist/index.html');
  const inlineStyles = `<style>${fs.readFileSync(path.join(dist, stylesheet[1]), 'utf8')}</style>`;

  // The app's scripts wait in a template until the page has painted (public/boot.js loads them).
  const appScripts = [
    ...shell.matchAll(/<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g),
  ].map((match) => match[0]);
  if (!appScripts.some((tag) => tag.startsWith('<script')))
    throw new Error('no entry script in dist/index.html');
  const withoutScripts = appScripts.reduce((html, tag) => html.replace(tag, ''), shell);

  /** The router's path → the file answering it, per language. */
  const pages: Record<string, Record<Language, string>> = {};
  const appTitles: Partial<Record<Language, string>> = {};
  /** The file of a page in a language (`pricing.html`, `pricing.en.html`), noted in pages.json. */
  const fileOf = ({ pathname, name }: PageFile, language: Language) => {
    const file = `${name}${language === 'zh' ? '' : `.${language}`}.html`;
    pages[pathname] = { ...pages[pathname], [language]: file } as Record<Language, string>;
    return file;
  };
  /** A page's own route chunks and its texts in `language`, beyond what the entry loads. */
  const preloadsOf = ({ modules, namespaces }: PageFile, language: Language) =>
    preloads([
      ...modules,
      ...['common', ...namespaces].map((ns) => `src/locales/${language}/${ns}.json`),
    ]);

  /** A page's document: its HTML painted at once, the app's scripts loaded after that first paint. */
  const documentOf = (
    page: PageFile,
    language: Language,
    htmlLang: string,
    html: string,
    title: string,
  ) => {
    const scripts = `${appScripts.join('')}${preloadsOf(page, language)}`;
    const deferredScripts = `<template id="app-scripts">${scripts}</template><script src="/boot.js" defer></script>`;
    return (
      inLanguage(withoutScripts, htmlLang)
        // Functions, not strings: a `$` in the page ("$120k") is no replacement pattern.
        .replace(stylesheet[0], () => `${inlineStyles}${deferredScripts}`)
        .replace(/<title>.*<\/title>/, () => `<title>${title}</title>`)
        // Inert: nothing in the picture can be clicked or focused before the live app replaces it.
        .replace(
          '<div id="root"></div>',
          () => `<div id="prerender" inert>${html}</div><div id="root"></div>`,
        )
    );
  };

  for (const page of PRERENDERED) {
    for (const [language, htmlLang] of LANGUAGES) {
      const { html, title } = await renderPage(page.pathname, language);
      if (page.pathname === '/') appTitles[language] = title;
      const document = documentOf(page, language, htmlLang, html, escapeHtml(title));
      fs.writeFileSync(path.join(into, fileOf(page, language)), document);
    }
  }

  // A job's page, rendered by the API server at run time (apps/server/src/plugins/job-pages.ts):
  // the renderer, bundled with everything it imports (the server's production install has no
  // React), and the page's document per language, into which the server puts the job's title, its
  // data for the app and its HTML. A dot folder: the server never sends it as a file.
  const JOB_PAGE_DIR = path.join(dist, '.ssr');
  await build({
    root: web,
    logLevel: 'warn',
    ssr: { noExternal: true },
    build: {
      ssr: 'src/job-page.tsx',
      outDir: JOB_PAGE_DIR,
      emptyOutDir: true,
      copyPublicDir: false,
    },
  });
  const jobPage = SHELLS.find((page) => page.name === 'job-detail');
  if (!jobPage) throw new Error("no shell for a job's page in src/prerender.tsx");
  for (const [language, htmlLang] of LANGUAGES) {
    const template = documentOf(jobPage, language, htmlLang, '%JOB_HTML%', '%JOB_TITLE%').replace(
      '<div id="root"></div>',
      '<script type="application/json" id="job-data">%JOB_DATA%</script><div id="root"></div>',
    );
    fs.writeFileSync(path.join(JOB_PAGE_DIR, `job-detail.${language}.html`), template);
  }
  fs.writeFileSync(
    path.join(JOB_PAGE_DIR, 'job-page.json'),
    `${JSON.stringify({ path: jobPage.pathname })}\n`,
  );
  fs.rmSync(path.join(JOB_PAGE_DIR, '.vite'), { recursive: true, force: true });

  // The shells (src/prerender.tsx's SHELLS): the app's plain page with its route's preloads.
  for (const page of SHELLS) {
    for (const [language, htmlLang] of LANGUAGES) {
      const withPreloads = shell.replace('</head>', `${preloadsOf(page, language)}</head>`);
      const title = appTitles[language];
      if (!title) throw new Error('the landing page was not prerendered');
      fs.writeFileSync(
        path.join(into, fileOf(page, language)),
        inLanguage(withPreloads, htmlLang).replace(
          /<title>.*<\/title>/,
          `<title>${escapeHtml(title)}</title>`,
        ),
      );
    }
  }
  fs.writeFileSync(path.join(into, 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
  fs.rmSync(path.dirname(MANIFEST_FILE), { recursive: true, force: true });
  return fs.readdirSync(into).map((name) => path.join(into, name));
}
