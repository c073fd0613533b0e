import { useEffect } from 'react';
import { usePublicFaqs } from '../api/get-public-faqs.ts';
import { FaqDialog } from './faq-dialog.tsx';

interface PublicFaqDialogProps {
  visible: boolean;
  onHide: () => void;
}

/**
 * The FAQ dialog of the public pages: every public entry, no filtering by target group. A failed
 * fetch is logged, not shown (SPEC.md section 8): the resident then sees the empty state.
 */
export default function PublicFaqDialog({ visible, onHide }: PublicFaqDialogProps) {
  const { data, isPending, isError, error } = usePublicFaqs({ enabled: visible });

  useEffect(() => {
    if (isError) console.error('Die FAQ konnten nicht geladen werden.', error);
  }, [isError, error]);

  return <FaqDialog visible={visible} onHide={onHide} chapters={data} isLoading={isPending && !isError} />;
}
