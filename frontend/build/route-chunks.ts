import type { Plugin } from 'vite';

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
 * - what Home shares with the flow's slides or result page (flow paths, the flow store …): Home loads
 *   it, and the flow finds it in the cache;
 * - the rest of what the slides page imports (the slide views, the flow layout, the engine …);
 * - the rest of what the result page imports (the "Warum?" explanations, the share link …).
 * The first chunk's modules stay in it (its group comes first); modules loaded lazily (the map, the
 * shared-result reader, the embed frame) stay chunks of their own, so no kit loads them early.
 */

/** Route modules by their path inside the frontend. */
const HOME = '/src/features/pages/routes/home.tsx';
const SLIDES = '/src/features/quick-check/routes/slides.tsx';
const RESULT = '/src/features/quick-check/routes/result.tsx';

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
 * the plugin that records the module graph their tests read. The tests run once the graph is complete.
 */
export function routeChunks() {
  const graph: ModuleGraph = { imports: new Map(), lazy: new Set() };
  let kits: { common: Set<string>; slides: Set<string>; result: Set<string> } | undefined;
  const kitsOfGraph = () => {
    if (kits) return kits;
    const route = (suffix: string) => [...graph.imports.keys()].find((id) => id.endsWith(suffix));
    const home = staticClosure(graph, route(HOME));
    const slides = staticClosure(graph, route(SLIDES));
    const result = staticClosure(graph, route(RESULT));
    const common = new Set([...home].filter((id) => slides.has(id) || result.has(id)));
    kits = { common, slides, result };
    return kits;
  };

  const plugin: Plugin = {
    name: 'baucheck-route-chunks',
    buildStart() {
      graph.imports.clear();
      graph.lazy.clear();
      kits = undefined;
    },
    moduleParsed(info) {
      graph.imports.set(info.id, info.importedIds);
      for (const id of info.dynamicallyImportedIds) graph.lazy.add(id);
    },
  };

  const groups = [
    { name: 'flow-common', test: (id: string) => kitsOfGraph().common.has(id) },
    { name: 'flow-slides', test: (id: string) => kitsOfGraph().slides.has(id) },
    { name: 'flow-result', test: (id: string) => kitsOfGraph().result.has(id) },
  ];
  return { plugin, groups };
}
