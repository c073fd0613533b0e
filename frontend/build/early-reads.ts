import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { pageFiles } from './page-files.ts';
import type { FlowPage } from '../src/features/quick-check/utils/flow-paths.ts';

/** The early reads' script (see src/lib/early-reads.ts), by its path inside the frontend. */
const ENTRY = 'src/app/early-reads-entry.ts';
/**
 * Its size limit (minified), against a library slipping in (the router's code alone is tens of kB):
 * it loads beside the first chunk on every flow page. Today about 6.3 kB, half of it the page files'
 * names (1.8 kB Brotli).
 */
const MAX_SCRIPT_BYTES = 10_000;

/** The flow's page modules (src/app/quick-check-routes.tsx), and the embed frame's, whose code the script names. */
const FLOW = '/src/features/quick-check/';
const PAGE_MODULES = {
  home: '/src/features/pages/routes/home.tsx',
  dataProtection: `${FLOW}routes/data-protection.tsx`,
  start: `${FLOW}routes/start.tsx`,
  referenceUnit: `${FLOW}routes/reference-unit.tsx`,
  slides: `${FLOW}routes/slides.tsx`,
  result: `${FLOW}routes/result.tsx`,
  embedFrame: `${FLOW}components/embed-frame.tsx`,
} as const satisfies Record<FlowPage | 'embedFrame', string>;

/**
 * Builds the early reads' script into the residents' build and names it in index.html, before the
 * first chunk, `async`: it runs as soon as it is in, not after the document or the first chunk. It
 * is given the files of each page of the flow (its chunk, its kits and their stylesheets,
 * route-chunks.ts), which it names as preloads on that page only: a reloaded slide does not load the
 * result's kit, the embed frame's first step (/embed/quick-check/data-protection/…) loads its own
 * code beside the first chunk, and the imprint, also index.html, loads no kit at all.
 *
 * A build of its own, not a second input of this one: that would share its few modules (the flow's
 * storage, the API's paths) with the first chunk, and the bundler would put them in the first chunk
 * or in a chunk of their own, which the script would then have to load first. Built apart, the script
 * holds its own copy of those few kilobytes, and the app keeps its own.
 *
 * Only index.html names it; Home's document (home.html, landing-shell.ts, written before) paints
 * without waiting for any API answer.
 */
export function earlyReads(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'baucheck-early-reads',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle: {
      // On the final bundle (page-files.ts), after the other plugins' (landing-shell's home.html).
      order: 'post',
      sequential: true,
      async handler(options, bundle) {
        const outDir = options.dir ?? resolve(config.root, config.build.outDir);
        const file = join(outDir, 'index.html');
        const index = await readFile(file, 'utf8');
        // Not what the document names already (the bundler's runtime chunk).
        const unnamed = (files: string[]) =>
          files.map((name) => config.base + name).filter((href) => !index.includes(`"${href}"`));
        const pageCode = Object.fromEntries(
          Object.entries(PAGE_MODULES).map(([page, module]) => {
            const { chunks, css } = pageFiles(bundle, join(config.root, module));
            return [page, { scripts: unnamed(chunks), styles: unnamed(css) }];
          }),
        );
        const output = (await build({
          configFile: false,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          define: { __FLOW_PAGE_CODE__: JSON.stringify(pageCode) },
          build: {
            write: false,
            minify: config.build.minify,
            target: config.build.target,
            modulePreload: false,
            copyPublicDir: false,
            rolldownOptions: { input: resolve(config.root, ENTRY), output: { format: 'es' } },
          },
        })) as Rolldown.RolldownOutput;
        const chunks = output.output.filter((file) => file.type === 'chunk');
        const [script] = chunks;
        if (!script || chunks.length > 1) throw new Error(`early-reads: ${ENTRY} must build into one file.`);
        if (script.code.length > MAX_SCRIPT_BYTES) {
          throw new Error(`early-reads: ${ENTRY} has ${script.code.length} bytes, more than ${MAX_SCRIPT_BYTES}.`);
        }
        const hash = createHash('sha256').update(script.code).digest('base64url').slice(0, 8);
        const fileName = `${config.build.assetsDir}/early-reads-${hash}.js`;
        await writeFile(join(outDir, fileName), script.code);

        const firstScript = index.indexOf('<script type="module"');
        if (firstScript < 0) throw new Error('early-reads: index.html has no module script.');
        const tag = `<script type="module" async crossorigin src="${config.base}${fileName}"></script>\n    `;
        await writeFile(file, `${index.slice(0, firstScript)}${tag}${index.slice(firstScript)}`);
      },
    },
  };
}
