import { useState } from 'react';
import { useToast } from '../components/toast-provider.tsx';

/** The part of a react-query mutation that deleting needs. */
interface DeleteMutation<V> {
  mutate: (variables: V, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
}

interface ConfirmedDeleteOptions<T, V> {
  mutation: DeleteMutation<V>;
  /** What the mutation gets for the row, e.g. its id. */
  variables: (row: T) => V;
  /** Toast after deleting, e.g. "Produkt gelöscht" with the row's name as `detail`. */
  doneText: string;
  detail: (row: T) => string;
  /** Toast summary when deleting failed (its detail is the reason). */
  failedText: string;
}

/**
 * Deleting one row of an admin list after a ConfirmDialog: which row is asked about, and on "Löschen"
 * the mutation. The dialog stays open and busy until the request ends, then closes, and a toast says
 * how it went. Spread `dialogProps` onto the ConfirmDialog.
 */
export function useConfirmedDelete<T, V>({
  mutation,
  variables,
  doneText,
  detail,
  failedText,
}: ConfirmedDeleteOptions<T, V>) {
  const toast = useToast();
  const [target, setTarget] = useState<T | null>(null);

  const confirm = () => {
    if (target === null) return;
    const row = target;
    mutation.mutate(variables(row), {
      onSuccess: () => {
        toast.success(doneText, detail(row));
        setTarget(null);
      },
      onError: (error) => {
        toast.error(error, failedText);
        setTarget(null);
      },
    });
  };

  return {
    /** The row the dialog asks about, or null while it is closed. */
    target,
    /** Opens the dialog for a row. */
    ask: (row: T) => setTarget(row),
    dialogProps: {
      visible: target !== null,
      busy: mutation.isPending,
      onConfirm: confirm,
      onCancel: () => setTarget(null),
    },
  };
}
