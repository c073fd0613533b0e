import { STAFF_DOCUMENT_FILE, spaDocumentFor } from '@baucheck/shared/spa-documents';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/**
 * Whether this run of the config is the staff document's build (see {@link staffDocument}): the
 * variable is set while it runs, and vite.config.ts then builds staff.html instead of index.html.
 */
export const isStaffBuild = () => process.env.BAUCHECK_STAFF_BUILD === '1';

/**
 * The staff app's document, staff.html, as a build of its own into the same folder (after the
 * residents' build has written its files, before they are compressed). Its own build, not a second
 * input of this one, because a module is bundled whole into one chunk: react-router's data router,
 * which only staff pages use, would otherwise sit in the residents' first chunk (design: README,
 * "Two documents"). Its files are hashed like the residents', so the two never overwrite each other;
 * the modules both use are loaded once per document.
 *
 * The dev server answers staff addresses with staff.html as the CDN does (shared/src/spa-documents.ts).
 */
export function staffDocument(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'baucheck-staff-document',
    configResolved(resolved) {
      config = resolved;
    },
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const document = spaDocumentFor(new URL(req.url ?? '/', 'http://localhost').pathname);
        if (document === `/${STAFF_DOCUMENT_FILE}`) req.url = document;
        next();
      });
    },
    writeBundle: {
      // Not beside the other plugins' writeBundle (they run in parallel): the landing shell's Vite
      // server reads this config too, and must not see the variable.
      sequential: true,
      async handler(options) {
        const { outDir, assetsDir, sourcemap, minify, target, manifest } = config.build;
        process.env.BAUCHECK_STAFF_BUILD = '1';
        try {
          // What the command line may have set, as the residents' build got it; the config file
          // gives the rest (vite.config.ts, for the staff build).
          await build({
            configFile: config.configFile,
            root: config.root,
            mode: config.mode,
            base: config.base,
            logLevel: config.logLevel,
            build: { outDir: options.dir ?? outDir, assetsDir, sourcemap, minify, target, manifest },
          });
        } finally {
          delete process.env.BAUCHECK_STAFF_BUILD;
        }
      },
    },
  };
}
