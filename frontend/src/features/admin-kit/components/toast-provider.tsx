import { Toast } from 'primereact/toast';
import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';
import { adminErrorText } from '../utils/admin-error-text.ts';

export interface AdminToasts {
  /** A short confirmation, e.g. "Produkt gespeichert." */
  success: (summary: string, detail?: string) => void;
  /** A failed call with the server's German explanation; stays until closed, so nobody misses it. */
  error: (error: unknown, summary?: string) => void;
  /** An information that is neither success nor failure. */
  info: (summary: string, detail?: string) => void;
}

const ToastContext = createContext<AdminToasts | null>(null);

/** Toasts of an admin page (bottom right, clear of the page header and its actions; announced by PrimeReact's live region). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const toast = useRef<Toast>(null);
  const toasts = useMemo<AdminToasts>(
    () => ({
      success: (summary, detail) => toast.current?.show({ severity: 'success', summary, detail, life: 4000 }),
      info: (summary, detail) => toast.current?.show({ severity: 'info', summary, detail, life: 6000 }),
      error: (error, summary = 'Das hat nicht geklappt') =>
        toast.current?.show({ severity: 'error', summary, detail: adminErrorText(error), sticky: true }),
    }),
    [],
  );
  return (
    <ToastContext value={toasts}>
      {children}
      <Toast ref={toast} position="bottom-right" className="admin-toast" />
    </ToastContext>
  );
}

export function useToast(): AdminToasts {
  const toasts = useContext(ToastContext);
  if (!toasts) throw new Error('useToast needs a ToastProvider (AdminPage renders one).');
  return toasts;
}
