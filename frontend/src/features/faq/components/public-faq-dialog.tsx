import { useEffect } from 'react';
import { PrimeReactScope } from '#components/prime-react-scope.tsx';
import { usePublicFaqs } from '../api/get-public-faqs.ts';
import { FaqDialog } from './faq-dialog.tsx';

interface PublicFaqDialogProps {
  visible: boolean;
  onHide: () => void;
}

/**
 * The FAQ dialog of the public pages: every public entry, no filtering by target group. A failed
 * fetch is logged, not shown (SPEC.md section 8): the resident then sees the empty state. It brings
 * its own PrimeReact scope: the shell that holds it sits outside the staff pages' one.
 */
export default function PublicFaqDialog({ visible, onHide }: PublicFaqDialogProps) {
  const { data, isPending, isError, error } = usePublicFaqs({ enabled: visible });

  useEffect(() => {
    if (isError) console.error('Die FAQ konnten nicht geladen werden.', error);
  }, [isError, error]);

  return (
    <PrimeReactScope>
      <FaqDialog visible={visible} onHide={onHide} chapters={data} isLoading={isPending && !isError} />
    </PrimeReactScope>
  );
}
