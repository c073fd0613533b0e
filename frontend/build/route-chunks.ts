import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/*
 * One chunk per kit of modules that a residents' page needs, instead of the dozen or more small chunks
 * the bundler cuts wherever two pages (a staff page among them) share a module.
 *
 * Why: a reloaded slide needs its page module and about 15 small shared modules beside the first
 * chunk. Each is a request of its own, and on HTTP/1.1 (six connections per host) they queue: the
 * bench measured about 0.7 s of LCP for them with mobile throttling (issue 14). Merging them costs a
 * page nothing it would not load anyway, as the kits below are made of exactly the modules the named
 * pages import statically.
 *
 * The kits, in this order (a module goes to the first kit it belongs to):
 * - what Home shares with the flow's pages (flow paths, the flow store, the available checks …):
 *   Home loads it, and the flow finds it in the cache;
 * - the rest of what the slides page imports (the slide views, the flow layout, the engine …);
 * - the rest of what the result page imports (the "Warum?" explanations, the share link …).
 * The first chunk's modules stay in it (its group comes first); modules loaded lazily (the map, the
 * shared-result reader, the embed frame) stay chunks of their own, so no kit loads them early.
 *
 * index.html, the document of the flow's pages (and of the few other residents' pages but Home, which
 * has its own: landing-shell.ts), names the kits and their stylesheets as preloads, so that they load
 * beside the first chunk instead of after it has run; the page's own import then finds them in the
 * cache. That is about 20 kB (Brotli) that a resident on the imprint page loads in vain.
 */

/** Route modules by their path inside the frontend. */
const HOME = '/src/features/pages/routes/home.tsx';
const FLOW = '/src/features/quick-check/routes/';
/** The kits of the flow's pages, each named after its chunk: the page module and what it imports. */
const PAGE_KITS = [
  { name: 'flow-slides', route: `${FLOW}slides.tsx` },
  { name: 'flow-result', route: `${FLOW}result.tsx` },
] as const;
const COMMON_KIT = 'flow-common';

interface ModuleGraph {
  /** Static imports of each module parsed. */
  imports: Map<string, readonly string[]>;
  /** Modules some other module imports lazily (`import()`): entries of their own. */
  lazy: Set<string>;
}

/** The modules `root` imports statically, directly or not, without `root` and without lazy entries. */
function staticClosure(graph: ModuleGraph, root: string | undefined): Set<string> {
  const reached = new Set<string>();
  if (!root) return reached;
  const pending = [...(graph.imports.get(root) ?? [])];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id) || graph.lazy.has(id)) continue;
    reached.add(id);
    pending.push(...(graph.imports.get(id) ?? []));
  }
  return reached;
}

/**
 * The kits' chunk groups for Rolldown's `codeSplitting.groups` (after the first chunk's group), and
 * the plugin that records the module graph their tests read (the tests run once it is complete) and,
 * with `preloadInIndex`, names the kits' chunks in index.html.
 */
export function routeChunks({ preloadInIndex }: { preloadInIndex: boolean }) {
  const graph: ModuleGraph = { imports: new Map(), lazy: new Set() };
  let kits: Map<string, Set<string>> | undefined;
  const kitsOfGraph = () => {
    if (kits) return kits;
    const ids = [...graph.imports.keys()];
    const flow = new Set(ids.filter((id) => id.includes(FLOW)).flatMap((id) => [...staticClosure(graph, id)]));
    const home = staticClosure(
      graph,
      ids.find((id) => id.endsWith(HOME)),
    );
    kits = new Map([[COMMON_KIT, new Set([...home].filter((id) => flow.has(id)))]]);
    for (const { name, route } of PAGE_KITS) {
      const page = ids.find((id) => id.endsWith(route));
      kits.set(name, new Set([...(page ? [page] : []), ...staticClosure(graph, page)]));
    }
    return kits;
  };

  let config: ResolvedConfig;
  const plugin: Plugin = {
    name: 'baucheck-route-chunks',
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      graph.imports.clear();
      graph.lazy.clear();
      kits = undefined;
    },
    moduleParsed(info) {
      graph.imports.set(info.id, info.importedIds);
      for (const id of info.dynamicallyImportedIds) graph.lazy.add(id);
    },
    writeBundle: {
      // After the landing shell (a parallel hook) has made home.html from index.html: Home's own
      // preloads are there, and it should not load the flow's kits before its first paint.
      sequential: true,
      order: 'post',
      async handler(options, bundle) {
        // Not in the staff build, which writes staff.html beside index.html (staff-document.ts).
        if (!preloadInIndex) return;
        const file = join(options.dir ?? resolve(config.root, config.build.outDir), 'index.html');
        const index = await readFile(file, 'utf8');
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        // In the kits' order (the slides before the result): the browser asks in the order named.
        const tags = [...kitsOfGraph().keys()].flatMap((name) =>
          chunks
            .filter((chunk) => chunk.name === name)
            .flatMap((chunk) => [
              `<link rel="modulepreload" crossorigin href="${config.base}${chunk.fileName}">`,
              ...[...(chunk.viteMetadata?.importedCss ?? [])].map(
                (css) => `<link rel="preload" as="style" crossorigin href="${config.base}${css}">`,
              ),
            ]),
        );
        await writeFile(file, index.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`));
      },
    },
  };

  // A module goes to the first group whose test it passes (equal priorities go by order).
  const groups = [COMMON_KIT, ...PAGE_KITS.map(({ name }) => name)].map((name) => ({
    name,
    test: (id: string) => kitsOfGraph().get(name)?.has(id) ?? false,
  }));
  return { plugin, groups };
}
