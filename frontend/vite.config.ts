import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { earlyReads } from './build/early-reads.ts';
import { fontFallbacks } from './build/font-fallbacks.ts';
import { landingShell } from './build/landing-shell.ts';
import { routeChunks } from './build/route-chunks.ts';
import { isStaffBuild, staffDocument } from './build/staff-document.ts';
import { precompress } from './precompress.ts';
import { parseEnv } from './src/lib/env.ts';

/**
 * Where the dev server forwards /api and /media: the local stack of `npm start`
 * (functions/local/start.ts, port 3000 unless PORT says otherwise).
 */
const LOCAL_STACK = process.env.BAUCHECK_API_ORIGIN ?? 'http://localhost:3000';

/**
 * PrimeReact's Lara theme hard-codes its blue palette in component rules instead of using its own CSS
 * variables, so overriding `--primary-color` alone would leave buttons, focus rings and highlights
 * blue. This rewrites those literals to the variables that `src/app/styles/theme.css` sets, so every
 * PrimeReact component (including the admin ones added later) follows the BauCheck palette.
 * Custom property definitions (`--blue-500: #3b82f6`) are left as they are. The theme's Inter font
 * faces are dropped: BauCheck uses Source Sans 3, and the unused font files would only bloat dist.
 *
 * The theme loads lazily with the pages that use PrimeReact (components/prime-react-scope.tsx), after
 * theme.css. Its `:root` blocks (variables, root font) are therefore moved into the `primereact`
 * cascade layer that holds its component rules, so theme.css's unlayered values win whatever the
 * load order. The few rules it leaves unlayered (the editor toolbar) keep their place.
 */
function primeThemeVariables(): Plugin {
  const replacements: Record<string, string> = {
    '#3b82f6': 'var(--primary-color)',
    '#2563eb': 'var(--primary-600)',
    '#1d4ed8': 'var(--primary-700)',
    '#bfdbfe': 'var(--primary-200)',
    '#eff6ff': 'var(--primary-50)',
  };
  const hexPattern = new RegExp(Object.keys(replacements).join('|'), 'gi');
  const translucentPattern = /rgba\(59, 130, 246, ([\d.]+)\)/g;
  const rewriteLine = (line: string) =>
    line.trimStart().startsWith('--')
      ? line
      : line
          .replace(hexPattern, (hex) => replacements[hex.toLowerCase()] ?? hex)
          .replace(
            translucentPattern,
            (_match, alpha: string) =>
              `color-mix(in srgb, var(--primary-color) ${Math.round(Number(alpha) * 100)}%, transparent)`,
          );
  return {
    name: 'baucheck-prime-theme-variables',
    enforce: 'pre',
    transform(code, id) {
      if (!id.includes('primereact/resources/themes/lara-light-blue/theme.css')) return null;
      const withoutInter = code.replace(/@font-face\s*{[^}]*"Inter var"[^}]*}/g, '');
      const rootInLayer = withoutInter.replace(/^:root\s*{[^}]*}/gm, (block) => `@layer primereact {\n${block}\n}`);
      return { code: rootInLayer.split('\n').map(rewriteLine).join('\n'), map: null };
    },
  };
}

export default defineConfig(({ mode }) => {
  // Fails the dev server and the build on invalid VITE_* settings (the same files Vite reads).
  parseEnv(loadEnv(mode, process.cwd(), 'VITE_'));

  // The residents' build (index.html, the prerendered home.html) starts the staff app's (staff.html,
  // build/staff-document.ts), which writes into the same folder and compresses nothing of its own.
  const staff = isStaffBuild();
  const pages = staff ? [] : [landingShell(), staffDocument(), earlyReads(), precompress()];
  const kits = staff ? null : routeChunks();
  return {
    // precompress last: it compresses what the others wrote (home.html and the staff build included).
    plugins: [react(), ...(kits ? [kits.plugin] : []), primeThemeVariables(), fontFallbacks(), ...pages],
    // The year of the release for the footer's copyright line: the same in the prerendered landing
    // shell and when it is hydrated, whatever the visitor's clock says (src/vite-env.d.ts).
    define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
    // Vite's defaults already name every emitted file `assets/[name]-[hash].[ext]`, which the CDN and
    // the local gateway cache as immutable; index.html stays unhashed and is revalidated.
    build: {
      outDir: 'dist',
      assetsDir: 'assets',
      emptyOutDir: !staff,
      rolldownOptions: {
        input: fileURLToPath(new URL(staff ? 'staff.html' : 'index.html', import.meta.url)),
        output: {
          codeSplitting: {
            // Everything main.tsx imports statically (React, react-dom, the router, react-query, the
            // shell) in one file. Without this group Rolldown cuts it into a dozen small chunks
            // wherever a lazily loaded page shares a module with it, which a first visit pays for in
            // requests and in gzip, which compresses one file better than many. Then, in the residents'
            // build, the kits of the flow's pages, for the same reason (build/route-chunks.ts).
            groups: [{ name: 'initial', tags: ['$initial'] }, ...(kits?.groups ?? [])],
          },
        },
        treeshake: {
          // Building a zod schema has no side effects. Saying so lets the bundler drop the schemas of a
          // shared module that a chunk does not use (e.g. `csrfResponseSchema` beside `API_BASE` in
          // @baucheck/shared/http), which keeps zod out of the first load of the public pages.
          manualPureFunctions: ['z'],
        },
      },
    },
    server: {
      proxy: {
        '/api': { target: LOCAL_STACK, changeOrigin: false },
        '/media': { target: LOCAL_STACK, changeOrigin: false },
      },
    },
  };
});
