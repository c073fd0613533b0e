import '#components/notice.css';
import { isUnknownUnit, useUnitBySlug } from '../api/get-reference-units.ts';

/**
 * Said wherever a link names a municipality (`:gemeinde`) that does not exist: on the landing page
 * and on every step of the check, which then goes on without one.
 */
export function UnknownUnitNotice({ slug }: { slug: string | null | undefined }) {
  const unit = useUnitBySlug(slug);
  if (!slug || !isUnknownUnit(unit.error)) return null;
  return (
    <p className="notice" role="status">
      Die Gemeinde „{slug}“ kennen wir nicht. Sie können Ihre Gemeinde im Quick-Check auswählen.
    </p>
  );
}
