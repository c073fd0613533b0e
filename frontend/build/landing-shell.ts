import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { LANDING_SHELL_FILE } from '@baucheck/shared/spa-documents';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { pageFiles } from './page-files.ts';

/** The page that is prerendered, by its route name (routes.tsx), and the path it is rendered at. */
const PAGE = { name: 'Home', path: '/home', module: '/src/features/pages/routes/home.tsx' } as const;

/**
 * Writes `home.html` beside `index.html`: the same document with the landing page's HTML in #root, so
 * that its heading, introduction and project types paint before any JavaScript runs (the CDN and the
 * local gateway answer /home/* with it: shared/src/spa-documents.ts). It is ONE file for every
 * municipality; name and coat of arms fill in after hydration (main.tsx hydrates it). Its head also
 * names the landing page's own chunk and stylesheet, which index.html does not: the stylesheet must
 * apply from the first paint (else the page would restyle when the chunk arrives), and the chunk
 * loads beside the entry instead of after it.
 *
 * The HTML is rendered by src/app/landing-shell.tsx, loaded through a Vite server in SSR mode with
 * this project's config, after the browser build has been written.
 */
export function landingShell(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'baucheck-landing-shell',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // After the bundle is final (page-files.ts).
    async writeBundle(options, bundle) {
      const { chunks, css } = pageFiles(bundle, join(config.root, PAGE.module));
      const head = [
        ...css.map((file) => ({ rel: 'stylesheet' as const, file })),
        ...chunks.map((file) => ({ rel: 'modulepreload' as const, file })),
      ];
      const outDir = options.dir ?? resolve(config.root, config.build.outDir);
      const server = await createServer({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      let html: string;
      try {
        const { renderLandingShell } = (await server.ssrLoadModule('/src/app/landing-shell.tsx')) as {
          renderLandingShell: (path: string) => Promise<string>;
        };
        html = await renderLandingShell(PAGE.path);
      } finally {
        await server.close();
      }
      const index = await readFile(join(outDir, 'index.html'), 'utf8');
      const root = '<div id="root"></div>';
      if (!index.includes(root) || !index.includes('</head>')) throw new Error('index.html has no empty #root.');
      // index.html already names some of them (the bundler's runtime chunk).
      const tags = head
        .map(({ rel, file }) => ({ rel, href: `${config.base}${file}` }))
        .filter(({ href }) => !index.includes(`"${href}"`))
        .map(({ rel, href }) => `<link rel="${rel}" crossorigin href="${href}">`);
      const shell = index
        .replace('</head>', `  ${tags.join('\n    ')}\n  </head>`)
        .replace(root, `<div id="root" data-prerendered="${PAGE.name}">${html}</div>`);
      await writeFile(join(outDir, LANDING_SHELL_FILE), shell);
    },
  };
}
