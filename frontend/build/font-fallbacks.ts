import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fromFile } from '@capsizecss/unpack/fs';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/*
 * Metric-matched fallback fonts, so that swapping in Source Sans 3 moves no text (no layout shift).
 *
 * Until a web font has arrived the browser draws the text in a local font. Each fallback face below
 * is a local font scaled (`size-adjust`) so that its average character width equals Source Sans 3's,
 * with ascent, descent and line gap overridden to Source Sans 3's: lines break at the same words and
 * have the same height, whichever font draws them. This is what fontaine and next/font do.
 *
 * Source Sans 3's metrics are read at build time from the very files the app serves (the WOFF files
 * of @fontsource/source-sans-3, per weight and style) with @capsizecss/unpack, which also computes the
 * average width the same way as for the local fonts: weighted by letter frequency. The local fonts
 * are not available at build time (they are on the residents' devices), so their metrics are fixed
 * here: Arial, Roboto and Helvetica Neue from @capsizecss/metrics 4.3.0; DejaVu Sans (Linux without
 * Microsoft-compatible fonts, and this project's CI Chromium) measured with @capsizecss/unpack from
 * DejaVuSans*.ttf 2.37.
 */

interface Metrics {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
}

/** The weights and styles the app uses (src/app/styles/fonts.css imports exactly these). */
const FACES = [
  { weight: 400, style: 'normal', file: '400-normal' },
  { weight: 700, style: 'normal', file: '700-normal' },
  { weight: 400, style: 'italic', file: '400-italic' },
] as const;
type Face = (typeof FACES)[number];
type Variant = 'regular' | 'bold' | 'italic';
const variantOf = (face: Face): Variant =>
  face.style === 'italic' ? 'italic' : face.weight >= 600 ? 'bold' : 'regular';

interface LocalFont {
  /** Suffix of the fallback family: `Source Sans 3 Fallback <name>`. */
  name: string;
  /** `local()` names (full and PostScript names) per variant; metric-compatible clones included. */
  local: Record<Variant, string[]>;
  metrics: Record<Variant, Metrics>;
}

const arial = { unitsPerEm: 2048, ascent: 1854, descent: -434, lineGap: 67 };
const roboto = { unitsPerEm: 2048, ascent: 1900, descent: -500, lineGap: 0 };
const dejaVu = { unitsPerEm: 2048, ascent: 1901, descent: -483, lineGap: 0 };

/**
 * In the order the font stack tries them: Arial (Windows, macOS, iOS; Liberation Sans and Arimo are
 * its metric-compatible clones on Linux and ChromeOS), Roboto (Android), Helvetica Neue, DejaVu Sans.
 */
export const LOCAL_FONTS: readonly LocalFont[] = [
  {
    name: 'Arial',
    local: {
      regular: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Arimo-Regular'],
      bold: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold', 'Arimo-Bold'],
      italic: [
        'Arial Italic',
        'Arial-ItalicMT',
        'Liberation Sans Italic',
        'LiberationSans-Italic',
        'Arimo Italic',
        'Arimo-Italic',
      ],
    },
    metrics: {
      regular: { ...arial, xWidthAvg: 913 },
      bold: { ...arial, xWidthAvg: 983 },
      italic: { ...arial, xWidthAvg: 913 },
    },
  },
  {
    name: 'Roboto',
    local: {
      regular: ['Roboto', 'Roboto-Regular', 'Roboto Regular'],
      bold: ['Roboto Bold', 'Roboto-Bold'],
      italic: ['Roboto Italic', 'Roboto-Italic'],
    },
    metrics: {
      regular: { ...roboto, xWidthAvg: 911 },
      bold: { ...roboto, xWidthAvg: 926 },
      italic: { ...roboto, xWidthAvg: 886 },
    },
  },
  {
    name: 'Helvetica Neue',
    local: {
      regular: ['Helvetica Neue', 'HelveticaNeue'],
      bold: ['Helvetica Neue Bold', 'HelveticaNeue-Bold'],
      italic: ['Helvetica Neue Italic', 'HelveticaNeue-Italic'],
    },
    metrics: {
      regular: { unitsPerEm: 1000, ascent: 952, descent: -213, lineGap: 28, xWidthAvg: 450 },
      bold: { unitsPerEm: 1000, ascent: 975, descent: -217, lineGap: 29, xWidthAvg: 480 },
      italic: { unitsPerEm: 1000, ascent: 957, descent: -213, lineGap: 28, xWidthAvg: 448 },
    },
  },
  {
    name: 'DejaVu Sans',
    local: {
      regular: ['DejaVu Sans', 'DejaVuSans'],
      bold: ['DejaVu Sans Bold', 'DejaVuSans-Bold'],
      italic: ['DejaVu Sans Oblique', 'DejaVuSans-Oblique'],
    },
    metrics: {
      regular: { ...dejaVu, xWidthAvg: 1041 },
      bold: { ...dejaVu, xWidthAvg: 1176 },
      italic: { ...dejaVu, xWidthAvg: 1041 },
    },
  },
];

const percent = (value: number) => `${(value * 100).toFixed(4)}%`;

/** One fallback face: the local font scaled to the web font's width, with the web font's vertical metrics. */
export function fallbackFace(family: string, face: Face, font: Metrics, local: LocalFont): string {
  const variant = variantOf(face);
  const fallback = local.metrics[variant];
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  const scaled = (value: number) => percent(Math.abs(value) / font.unitsPerEm / sizeAdjust);
  return [
    '@font-face {',
    `  font-family: '${family} Fallback ${local.name}';`,
    `  font-style: ${face.style};`,
    `  font-weight: ${face.weight};`,
    `  src: ${local.local[variant].map((name) => `local('${name}')`).join(', ')};`,
    `  size-adjust: ${percent(sizeAdjust)};`,
    `  ascent-override: ${scaled(font.ascent)};`,
    `  descent-override: ${scaled(font.descent)};`,
    `  line-gap-override: ${scaled(font.lineGap)};`,
    '}',
  ].join('\n');
}

/**
 * The faces above the fold on every page: body text (400) and headings (700), latin subset (German).
 * They are preloaded, so they usually arrive before the first paint (700 also sets what asks for 600:
 * buttons, h3); the others (the italic, other subsets) swap in over their metric-matched fallback
 * when they come.
 */
export const PRELOADED_FACES = ['latin-400-normal', 'latin-700-normal'] as const;

const MARKER = '/* @font-fallbacks */';
const FAMILY = 'Source Sans 3';

/** Reads Source Sans 3's metrics per face from the package's WOFF files (the latin subset: German text). */
async function webFontMetrics(): Promise<Map<Face, Metrics>> {
  const packageDir = dirname(
    createRequire(import.meta.url).resolve('@fontsource/source-sans-3/package.json', {
      paths: [dirname(import.meta.dirname)],
    }),
  );
  const entries = await Promise.all(
    FACES.map(async (face) => {
      const metrics = await fromFile(join(packageDir, 'files', `source-sans-3-latin-${face.file}.woff`));
      return [face, metrics] as const;
    }),
  );
  return new Map(entries);
}

/**
 * Replaces the marker comment in a stylesheet (src/app/styles/fonts.css) with the fallback faces.
 * The font stack in theme.css names them after Source Sans 3.
 */
export function fontFallbacks(): Plugin {
  let css: Promise<string> | undefined;
  const generate = async () => {
    const metrics = await webFontMetrics();
    const faces = FACES.flatMap((face) => {
      const font = metrics.get(face);
      if (!font) throw new Error(`No metrics for ${face.file}`);
      return LOCAL_FONTS.map((local) => fallbackFace(FAMILY, face, font, local));
    });
    return faces.join('\n\n');
  };
  return {
    name: 'baucheck-font-fallbacks',
    enforce: 'pre',
    async transform(code, id) {
      if (!id.endsWith('.css') || !code.includes(MARKER)) return null;
      css ??= generate();
      return { code: code.replace(MARKER, await css), map: null };
    },
    // `<link rel=preload as=font crossorigin>` for the hashed files of the build (fonts are always
    // fetched in CORS mode, so a preload without `crossorigin` would be fetched twice).
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const files = Object.values(bundle).filter((file) => file.type === 'asset');
        return PRELOADED_FACES.map((face): HtmlTagDescriptor => {
          const asset = files.find((file) =>
            file.originalFileNames.some((name) => name.endsWith(`source-sans-3-${face}.woff2`)),
          );
          if (!asset) throw new Error(`The build has no font file for ${face}.`);
          return {
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${asset.fileName}`, crossorigin: '' },
            injectTo: 'head',
          };
        });
      },
    },
  };
}
