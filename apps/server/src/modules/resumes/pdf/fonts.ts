import fs from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';

const require = createRequire(import.meta.url);

/**
 * Noto Sans SC (full Chinese and Latin coverage, TrueType outlines) from its npm package, read at
 * run time: pdfkit embeds only the glyphs a resume uses, so a PDF stays small. Resolved from this
 * file in the sources and from dist/ in the bundle alike.
 */
export const RESUME_FONT_FILES = {
  regular: require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
  /** For the characters SC lacks (some 1,700 of Hong Kong's, many in CJK Extension B). */
  fallback: require.resolve('@expo-google-fonts/noto-sans-hk/400Regular/NotoSansHK_400Regular.ttf'),
} as const;

export type ResumeFonts = { regular: Font; bold: Font; fallback: Font };

/** Parsing three 10 MB fonts takes longer than drawing a resume: do it once, share it. */
const KEEP_IDLE_MS = 5 * 60_000;
let fonts: ResumeFonts | null = null;
let release: NodeJS.Timeout | undefined;

const open = (file: string) => create(fs.readFileSync(file)) as Font;

/**
 * The parsed fonts, shared by every export; let go after five idle minutes, so a server that
 * exports nothing does not hold their tables (some 60 MB).
 */
export function loadResumeFonts(): ResumeFonts {
  fonts ??= {
    regular: open(RESUME_FONT_FILES.regular),
    bold: open(RESUME_FONT_FILES.bold),
    fallback: open(RESUME_FONT_FILES.fallback),
  };
  clearTimeout(release);
  release = setTimeout(() => {
    fonts = null;
  }, KEEP_IDLE_MS);
  release.unref();
  return fonts;
}
