import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { usePublicQueryCache } from '#lib/public-queries.tsx';

// The dialog and its data layer (PrimeReact Dialog, sanitiser, zod schemas, query hook) load on first
// use: most visitors never open the FAQ, so none of it belongs in the first load of a public page.
const loadPublicFaqDialog = () => import('./public-faq-dialog.tsx');
const loadPublicFaqsApi = () => import('../api/get-public-faqs.ts');
const PublicFaqDialog = lazy(loadPublicFaqDialog);

interface PublicFaqDialogControls {
  open: () => void;
  /** Starts loading the dialog code and the entries, e.g. when a pointer or focus reaches an FAQ button. */
  preload: () => void;
}

const PublicFaqDialogContext = createContext<PublicFaqDialogControls | null>(null);

/** Holds the one public FAQ dialog of the page, so the top bar and page content can both open it. */
export function PublicFaqDialogProvider({ children }: { children: ReactNode }) {
  const queries = usePublicQueryCache();
  const [visible, setVisible] = useState(false);
  const [requested, setRequested] = useState(false);

  const preload = useCallback(() => {
    void loadPublicFaqDialog();
    void loadPublicFaqsApi().then(({ publicFaqsQueryOptions }) => queries.prefetch(publicFaqsQueryOptions()));
  }, [queries]);
  const open = useCallback(() => {
    setRequested(true);
    setVisible(true);
  }, []);
  const controls = useMemo(() => ({ open, preload }), [open, preload]);

  return (
    <PublicFaqDialogContext value={controls}>
      {children}
      {requested && (
        <Suspense fallback={null}>
          <PublicFaqDialog visible={visible} onHide={() => setVisible(false)} />
        </Suspense>
      )}
    </PublicFaqDialogContext>
  );
}

export function usePublicFaqDialog(): PublicFaqDialogControls {
  const controls = useContext(PublicFaqDialogContext);
  if (!controls) throw new Error('usePublicFaqDialog needs a PublicFaqDialogProvider.');
  return controls;
}
