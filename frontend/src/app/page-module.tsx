import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageModule } from './route-records.ts';

/** The load of a page's module, with its outcome once settled. */
interface PageLoad {
  promise: Promise<{ default: ComponentType }>;
  page?: ComponentType;
  lazyPage: LazyExoticComponent<ComponentType>;
}

const loads = new WeakMap<PageModule, PageLoad>();

function pageLoad(load: PageModule): PageLoad {
  let entry = loads.get(load);
  if (!entry) {
    const promise = load();
    const created: PageLoad = { promise, lazyPage: lazy(() => promise) };
    promise.then(
      (module) => {
        created.page = module.default;
      },
      () => undefined,
    );
    loads.set(load, created);
    entry = created;
  }
  return entry;
}

/** Starts (once) loading a page's module; resolves when it is loaded. */
export function loadPage(load: PageModule): Promise<unknown> {
  return pageLoad(load).promise;
}

/**
 * The page of a route of the residents' entry (its declarative router has no `lazy`). A page loaded
 * beforehand renders at once: the prerendered landing page hydrates without suspending, so its HTML
 * stays as the build rendered it. Otherwise it suspends (React.lazy) until the module is there: the
 * shell's Suspense boundary keeps the previous page meanwhile (public-app.tsx), and a load error
 * reaches the page's error boundary (shell/route-error.tsx).
 */
export function LazyPage({ load }: { load: PageModule }) {
  const { page: Page, lazyPage: Lazy } = pageLoad(load);
  return Page ? <Page /> : <Lazy />;
}
