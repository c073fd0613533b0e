import '#components/notice.css';
import { unitBySlug, useReferenceUnits } from '../api/get-reference-units.ts';

/**
 * Said wherever a link names a municipality (`:gemeinde`) that does not exist: on the landing page
 * and on every step of the check, which then goes on without one.
 */
export function UnknownUnitNotice({ slug }: { slug: string | null | undefined }) {
  const units = useReferenceUnits();
  if (!slug || !units.isSuccess || unitBySlug(units.data, slug)) return null;
  return (
    <p className="notice" role="status">
      Die Gemeinde „{slug}“ kennen wir nicht. Sie können Ihre Gemeinde im Quick-Check auswählen.
    </p>
  );
}
