import { CHECK_LEGAL_BASIS_MAX, CHECK_TITLE_MAX, type Check } from '@baucheck/shared/checks';
import { CHECK_GROUP_LABELS } from '@baucheck/shared/enums';
import { useId, useState, type ReactNode } from 'react';
import { useCreateCheck } from '../api/create-check.ts';
import { requiredTextError } from '../utils/check-properties.ts';
import { serverMessage } from '../utils/server-message.ts';
import { ActionDialog } from './action-dialog.tsx';
import { useCheckEditor } from './editor-context.tsx';
import { UnitSelect } from './unit-select.tsx';

interface NewCheckDialogProps {
  visible: boolean;
  onHide: () => void;
  onCreated: (check: Check) => void;
}

const today = () => new Date().toISOString().slice(0, 10);

/** "Neuer Check": a new, empty Standard check of a Land for the current group (Administrator, Land). */
export function NewCheckDialog({ visible, onHide, onCreated }: NewCheckDialogProps) {
  const { group, workUnits } = useCheckEditor();
  const id = useId();
  const create = useCreateCheck();
  // The first page of the user's units leads with the Länder: all of them for an Administrator, their
  // own for Land staff.
  const lands = workUnits.filter((unit) => unit.kind === 'Land');
  const [title, setTitle] = useState('');
  const [landId, setLandId] = useState(lands[0]?.id ?? '');
  const [legalBasis, setLegalBasis] = useState('');
  const [asOf, setAsOf] = useState(today);
  const [submitted, setSubmitted] = useState(false);

  const errors = {
    title: requiredTextError(title, 'Bitte geben Sie einen Titel ein.', CHECK_TITLE_MAX),
    land: landId ? null : 'Bitte wählen Sie ein Land.',
    legalBasis: requiredTextError(
      legalBasis,
      'Bitte geben Sie die Rechtsgrundlage an, z. B. „Art. 57 BayBO“.',
      CHECK_LEGAL_BASIS_MAX,
    ),
    asOf: /^\d{4}-\d{2}-\d{2}$/.test(asOf) ? null : 'Bitte geben Sie das Datum des Rechtsstands an.',
  };
  const valid = Object.values(errors).every((error) => error === null);
  const shown = (error: string | null) => (submitted ? error : null);

  const reset = () => {
    setTitle('');
    setLegalBasis('');
    setAsOf(today());
    setSubmitted(false);
    create.reset();
  };

  const submit = () => {
    setSubmitted(true);
    if (!valid) {
      // The first field to correct gets the focus; its message is tied to it (aria-describedby).
      const first = [
        errors.title && `${id}-title`,
        errors.land && `${id}-land`,
        errors.legalBasis && `${id}-legal`,
        errors.asOf && `${id}-asof`,
      ].find(Boolean);
      if (first) document.getElementById(first)?.focus();
      return;
    }
    create.mutate(
      { group, title: title.trim(), land_id: landId, legal_basis: legalBasis.trim(), as_of: asOf },
      {
        onSuccess: (check) => {
          reset();
          onCreated(check);
        },
      },
    );
  };

  const field = (name: string, label: string, error: string | null, input: ReactNode, hint?: string) => (
    <div className="editor-field">
      <label htmlFor={`${id}-${name}`} className="editor-field__label">
        {label}
      </label>
      {input}
      {hint && (
        <p id={`${id}-${name}-hint`} className="editor-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-${name}-error`} className="editor-field__error">
          {error}
        </p>
      )}
    </div>
  );
  const describedBy = (name: string, error: string | null, hint = false) =>
    [hint ? `${id}-${name}-hint` : '', error ? `${id}-${name}-error` : ''].filter(Boolean).join(' ') || undefined;

  return (
    <ActionDialog
      visible={visible}
      title={`Neuer Check: ${CHECK_GROUP_LABELS[group]}`}
      confirmLabel="Check anlegen"
      busyLabel="Wird angelegt …"
      busy={create.isPending}
      onConfirm={submit}
      onHide={() => {
        reset();
        onHide();
      }}
    >
      <p className="editor-dialog__intro">
        Der neue Check ist ein leerer Entwurf. Sie bauen ihn im Ablauf auf und veröffentlichen ihn, wenn er vollständig
        ist.
      </p>
      {field(
        'title',
        'Titel',
        shown(errors.title),
        <input
          id={`${id}-title`}
          className="editor-input"
          value={title}
          maxLength={200}
          onChange={(event) => setTitle(event.target.value)}
          aria-invalid={Boolean(shown(errors.title))}
          aria-describedby={describedBy('title', shown(errors.title))}
          autoFocus
        />,
      )}
      {lands.length === 0 ? (
        <p className="editor-notice" role="note">
          Ihrem Account ist kein Land zugeordnet. Bitte wenden Sie sich an die Administration, damit sie Ihren Account
          der Organisation Ihres Landes zuordnet.
        </p>
      ) : lands.length === 1 ? (
        <p className="editor-dialog__fact">
          Land: <strong>{lands[0]?.name}</strong>
        </p>
      ) : (
        <UnitSelect id={`${id}-land`} label="Land" units={lands} value={landId} onChange={setLandId} />
      )}
      {field(
        'legal',
        'Rechtsgrundlage',
        shown(errors.legalBasis),
        <input
          id={`${id}-legal`}
          className="editor-input"
          value={legalBasis}
          maxLength={300}
          onChange={(event) => setLegalBasis(event.target.value)}
          aria-invalid={Boolean(shown(errors.legalBasis))}
          aria-describedby={describedBy('legal', shown(errors.legalBasis), true)}
        />,
        'Die Vorschrift, die der Check umsetzt, z. B. „Art. 57 Abs. 1 Nr. 1 BayBO“.',
      )}
      {field(
        'asof',
        'Stand',
        shown(errors.asOf),
        <input
          id={`${id}-asof`}
          className="editor-input editor-input--date"
          type="date"
          value={asOf}
          onChange={(event) => setAsOf(event.target.value)}
          aria-invalid={Boolean(shown(errors.asOf))}
          aria-describedby={describedBy('asof', shown(errors.asOf), true)}
        />,
        'Das Datum, zu dem die Rechtslage zuletzt geprüft wurde.',
      )}
      <div aria-live="assertive">
        {create.isError && (
          <p className="editor-field__error">Der Check konnte nicht angelegt werden. {serverMessage(create.error)}</p>
        )}
      </div>
    </ActionDialog>
  );
}
