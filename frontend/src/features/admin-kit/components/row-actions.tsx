import { Icon } from './icons.tsx';

/** An icon-only button: `label` is its accessible name, `title` the tooltip for mouse users. */
export function IconButton({
  icon,
  label,
  title,
  onClick,
}: {
  icon: string;
  label: string;
  title: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="button button--text button--icon"
      aria-label={label}
      title={title}
      onClick={onClick}
    >
      <Icon name={icon} />
    </button>
  );
}

/**
 * Edit and delete buttons of a list row. Their accessible names carry the row's name ("SolarPort Duo
 * bearbeiten"), so a screen reader's list of buttons tells the rows apart.
 */
export function RowActions({
  name,
  onEdit,
  onDelete,
}: {
  /** What the row is called, e.g. a product's name or `Eintrag „Wer darf Checks pflegen?“`. */
  name: string;
  onEdit: () => void;
  /** Left out where the row cannot be deleted (e.g. one's own account). */
  onDelete?: () => void;
}) {
  return (
    <div className="admin-table__actions">
      <IconButton icon="pencil" label={`${name} bearbeiten`} title="Bearbeiten" onClick={onEdit} />
      {onDelete && <IconButton icon="trash" label={`${name} löschen`} title="Löschen" onClick={onDelete} />}
    </div>
  );
}
