import type { Plugin } from 'vite';

/*
 * One chunk per kit of modules that a residents' page needs, instead of the dozen or more small chunks
 * the bundler cuts wherever two pages (a staff page among them) share a module.
 *
 * Why: a reloaded slide needed its page module and 16 small shared chunks beside the first chunk.
 * Each is a request of its own, and on HTTP/1.1 (six connections per host) they queue: the bench
 * measured about 0.7 s of LCP for them with mobile throttling (issue 14). Merged, they cost the flow's
 * pages little they would not load anyway: the kits are made of the modules the named pages import
 * statically, and the steps before the slides (which share the flow layout with them) load the
 * slides' kit a step early.
 *
 * The kits, in this order (a module goes to the first kit it belongs to):
 * - what the flow's pages share with Home and with the residents' other pages (flow paths, the flow
 *   store, the available checks, the phone link, stored HTML …), about 2 kB: Home loads it, and so
 *   do the imprint and the FAQ dialog, instead of a flow page's kit;
 * - the slides page and the rest of what it imports (the slide views, the flow layout, the engine …);
 * - the result page and the rest of what it imports (the "Warum?" explanations, the share link …).
 * The first chunk's modules stay in it (its group comes first). Modules loaded lazily stay chunks of
 * their own, so no kit loads them early. A group takes a module's imports with it (Rolldown's
 * `includeDependenciesRecursively`), which is why the shared kit comes first: what it holds cannot
 * be pulled into a page's kit through a module that imports it.
 *
 * Only the residents' build has kits: its staff pages (reached only through the admin drawer, which
 * no residents' page shows) may import from them, but the staff build's must not load the flow's code.
 *
 * The flow's pages served by index.html load the kits they need beside the first chunk, named by the
 * early reads' script (early-reads.ts), so that they need not wait for it to run.
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
/** Where the residents' pages outside the flow live: Home, the information pages, the FAQ dialog. */
const RESIDENTS_OTHER_PAGES = /\/src\/features\/(pages|faq)\//;

interface ModuleGraph {
  /** Static imports of each module parsed. */
  imports: Map<string, readonly string[]>;
  /** Modules some module imports lazily (`import()`): entries of their own. */
  lazy: Set<string>;
}

/** The modules `roots` import statically, directly or not, without the roots and without lazy entries. */
function staticClosure(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const reached = new Set<string>();
  const pending = roots.flatMap((root) => graph.imports.get(root) ?? []);
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id) || graph.lazy.has(id)) continue;
    reached.add(id);
    pending.push(...(graph.imports.get(id) ?? []));
  }
  return reached;
}

/** The kits by chunk name: which modules each captures. */
function kitsOf(graph: ModuleGraph): Map<string, Set<string>> {
  const ids = [...graph.imports.keys()];
  const lazy = [...graph.lazy];
  const routeModule = (suffix: string) => {
    const id = ids.find((candidate) => candidate.endsWith(suffix));
    if (!id) throw new Error(`route-chunks: the build has no module ${suffix}.`);
    return id;
  };
  const home = routeModule(HOME);
  const flowPages = lazy.filter((id) => id.includes(FLOW));
  const flow = staticClosure(graph, flowPages);
  // Home and the residents' other pages (the information pages, the FAQ dialog).
  const otherPages = [home, ...lazy.filter((id) => RESIDENTS_OTHER_PAGES.test(id))];
  const shared = staticClosure(graph, otherPages);
  const kits = new Map<string, Set<string>>();
  kits.set(COMMON_KIT, new Set([...flow].filter((id) => shared.has(id))));
  for (const { name, route } of PAGE_KITS) {
    const page = routeModule(route);
    kits.set(name, new Set([page, ...staticClosure(graph, [page])]));
  }
  return kits;
}

/**
 * The kits' chunk groups for Rolldown's `codeSplitting.groups` (after the first chunk's group), and
 * the plugin that records the module graph their tests read (the tests run once it is complete).
 */
export function routeChunks() {
  const graph: ModuleGraph = { imports: new Map(), lazy: new Set() };
  let kits: Map<string, Set<string>> | undefined;
  const kitsOfGraph = () => (kits ??= kitsOf(graph));

  const plugin: Plugin = {
    name: 'baucheck-route-chunks',
    apply: 'build',
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

  // A module goes to the first group whose test it passes (equal priorities go by order).
  const groups = [COMMON_KIT, ...PAGE_KITS.map(({ name }) => name)].map((name) => ({
    name,
    test: (id: string) => kitsOfGraph().get(name)?.has(id) ?? false,
  }));
  return { plugin, groups };
}
