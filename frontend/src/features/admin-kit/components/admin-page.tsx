import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '#components/use-document-title.ts';
import { PrivateFaqButton } from '#features/private-faq/components/private-faq-button.tsx';
import { errorText } from '#lib/error-text.ts';
import '../admin-kit.css';
import { ToastProvider } from './toast-provider.tsx';
import { UnsavedChangesProvider } from './unsaved-changes.tsx';

interface AdminPageProps {
  title: string;
  /** Id for the h1, e.g. to name the page's main table after it. */
  headingId?: string;
  /** A sentence or two under the heading: what this page is for. */
  intro?: ReactNode;
  /** Primary actions beside the heading (e.g. "Neues Produkt"). */
  actions?: ReactNode;
  /** The staff FAQ button at the top (SPEC.md section 2 lists the pages that have it). */
  showFaq?: boolean;
  children: ReactNode;
}

/**
 * Frame of every drawer page of the admin area: document title, heading with the page's actions and
 * the staff FAQ button, toasts, and the guard for unsaved changes of the page's forms.
 */
export function AdminPage({ title, headingId, intro, actions, showFaq = false, children }: AdminPageProps) {
  useDocumentTitle(title);
  return (
    <ToastProvider>
      <UnsavedChangesProvider>
        <article className="page admin-page">
          <header className="admin-page__header">
            <h1 id={headingId}>{title}</h1>
            {(showFaq || actions) && (
              <div className="admin-page__tools">
                {showFaq && <PrivateFaqButton />}
                {actions}
              </div>
            )}
          </header>
          {intro && <div className="admin-page__intro">{intro}</div>}
          {children}
        </article>
      </UnsavedChangesProvider>
    </ToastProvider>
  );
}

/** A loading message in the page (announced politely). */
export function LoadingNotice({ children }: { children: ReactNode }) {
  return (
    <p className="page-loading" role="status">
      {children}
    </p>
  );
}

/** A failed load with the reason and a retry button. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="admin-load-error" role="alert">
      <p>{message}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        Erneut versuchen
      </button>
    </div>
  );
}

/**
 * What a list page shows until its query has data: the loading notice, or the failed load with a
 * retry. `plural` names the list ("Produkte"); use as `if (!query.isSuccess) return <QueryFallback …/>`.
 */
export function QueryFallback({ query, plural }: { query: UseQueryResult<unknown>; plural: string }) {
  if (query.isPending) return <LoadingNotice>{plural} werden geladen …</LoadingNotice>;
  return (
    <LoadError
      message={`Die ${plural} konnten nicht geladen werden. ${errorText(query.error)}`}
      onRetry={() => void query.refetch()}
    />
  );
}
