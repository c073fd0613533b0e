import { QuestionCircleIcon } from '#features/admin-kit/components/icons.tsx';
import { FaqDialog } from '#features/faq/components/faq-dialog.tsx';
import { countFaqEntries } from '#features/faq/utils/filter-faqs.ts';
import { useEffect, useState } from 'react';
import { usePrivateFaqs } from '../api/get-private-faqs.ts';

/**
 * The staff FAQ of SPEC.md section 2 at the top of an admin page: the admin-area entries meant for
 * the user's level. Levels without any entry (Standard, or before the first entry is written) get no
 * button, instead of one that opens an empty dialog. A failed fetch is logged, not shown (section 8).
 */
export function PrivateFaqButton() {
  const faqs = usePrivateFaqs();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (faqs.isError) console.error('Die FAQ für den Admin-Bereich konnten nicht geladen werden.', faqs.error);
  }, [faqs.isError, faqs.error]);

  if (!faqs.data || countFaqEntries(faqs.data) === 0) return null;

  return (
    <>
      <button
        type="button"
        className="button button--secondary button--small"
        aria-haspopup="dialog"
        onClick={() => setVisible(true)}
      >
        <QuestionCircleIcon />
        Hilfe zu dieser Seite (FAQ)
      </button>
      <FaqDialog
        visible={visible}
        onHide={() => setVisible(false)}
        chapters={faqs.data}
        isLoading={false}
        title="FAQ zum Admin-Bereich"
      />
    </>
  );
}
