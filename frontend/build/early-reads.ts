import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';

/** The early reads' script (src/lib/early-reads.ts), by its path inside the frontend. */
const ENTRY = 'src/app/early-reads-entry.ts';

/**
 * Builds the early reads' script into the residents' build and names it in index.html, before the
 * first chunk, `async`: it runs as soon as it is in, not after the document or the first chunk.
 *
 * A build of its own, not a second input of this one: that would share its few modules (the flow's
 * storage, the API's paths) with the first chunk, and the bundler would put them in the first chunk
 * or in a chunk of their own, which the script would then have to load first. Built apart, the script
 * holds its own copy of those few hundred bytes, and the app keeps its own.
 *
 * Only index.html names it, the document of the pages that open on the flow's check; Home's document
 * (home.html, landing-shell.ts, written before) paints without waiting for any API answer.
 */
export function earlyReads(): Plugin {
  let config: ResolvedConfig;
  let fileName: string | undefined;
  return {
    name: 'baucheck-early-reads',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle() {
      const output = (await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
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
      const hash = createHash('sha256').update(script.code).digest('base64url').slice(0, 8);
      fileName = `${config.build.assetsDir}/early-reads-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source: script.code });
    },
    writeBundle: {
      // After the other plugins' (route-chunks' preloads, landing-shell's home.html), one at a time.
      order: 'post',
      sequential: true,
      async handler(options) {
        const file = join(options.dir ?? resolve(config.root, config.build.outDir), 'index.html');
        const index = await readFile(file, 'utf8');
        const firstScript = index.indexOf('<script type="module"');
        if (!fileName || firstScript < 0) throw new Error('early-reads: index.html has no module script.');
        const tag = `<script type="module" async crossorigin src="${config.base}${fileName}"></script>\n    `;
        await writeFile(file, `${index.slice(0, firstScript)}${tag}${index.slice(firstScript)}`);
      },
    },
  };
}
