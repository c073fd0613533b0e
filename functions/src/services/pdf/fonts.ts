/*
 * Source Sans 3 (SIL Open Font License 1.1, see fonts/OFL.txt), the app's own typeface, copied from
 * @fontsource/source-sans-3 in its Latin and Latin Extended subsets. Lambda has no fonts, and the PDF
 * must look the same everywhere, so the files travel with the function: the route table lists this
 * folder as an asset that the CDK copies beside the bundle, where `import.meta.url` finds it as well
 * (`./fonts/` next to this module in development, next to index.mjs in the bundle).
 *
 * Chromium reads the files from disk: the PDF frame (layout.ts) is written into `fonts/print.html`
 * (render.ts), so its @font-face rules name the files relative to it, and each page of the renderer
 * loads them once, instead of ~260 kB of base64 fonts that Chromium would receive, parse and decode
 * on every render. Chromium embeds only the glyphs a document uses.
 */

export const FONT_FAMILY = 'Source Sans 3';
/** The folder the route table ships with the PDF functions (relative to functions/src). */
export const FONT_ASSET_DIR = 'services/pdf/fonts';

/** The empty page beside the fonts that every PDF document is written into (a file: URL). */
export const PRINT_PAGE_URL = new URL('./fonts/print.html', import.meta.url).href;

const FACES = [
  { weight: 400, style: 'normal' },
  { weight: 400, style: 'italic' },
  { weight: 600, style: 'normal' },
  { weight: 700, style: 'normal' },
] as const;

// The subsets' unicode ranges as @fontsource declares them: Latin covers German (äöüß, „“ – €),
// Latin Extended the names of other European languages.
const SUBSETS = [
  {
    name: 'latin',
    range:
      'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  },
  {
    name: 'latin-ext',
    range:
      'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C4,U+2113,U+2C60-2C7F,U+A720-A7FF',
  },
] as const;

/** @font-face rules naming the font files relative to the print page (PRINT_PAGE_URL). */
export const FONT_FACE_CSS = FACES.flatMap(({ weight, style }) =>
  SUBSETS.map(
    (subset) =>
      `@font-face{font-family:'${FONT_FAMILY}';font-style:${style};font-weight:${weight};font-display:block;src:url(source-sans-3-${subset.name}-${weight}-${style}.woff2) format('woff2');unicode-range:${subset.range};}`,
  ),
).join('\n');
