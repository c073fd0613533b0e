import { useEffect } from 'react';
import { config } from '#lib/config.ts';

/** Sets the browser tab title to "<page> – <product>", or the product title alone without a page. */
export function useDocumentTitle(pageTitle?: string) {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} – ${config.productTitle}` : config.productTitle;
  }, [pageTitle]);
}
