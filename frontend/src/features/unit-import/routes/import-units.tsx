import {
  UNIT_IMPORT_HEADER,
  UNIT_IMPORT_MAX_BYTES,
  UNIT_IMPORT_MAX_TEXT,
  type UnitImportCounts,
  type UnitImportResult,
} from '@baucheck/shared/unit-import';
import { Column } from 'primereact/column';
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { AdminPage } from '#features/admin-kit/components/admin-page.tsx';
import { AdminTable } from '#features/admin-kit/components/admin-table.tsx';
import { Field } from '#features/admin-kit/components/field.tsx';
import { Icon } from '#features/admin-kit/components/icons.tsx';
import { RequestAlert } from '#features/admin-kit/components/request-alert.tsx';
import { useUnsavedChanges } from '#features/admin-kit/components/unsaved-changes.tsx';
import { useImportDryRun } from '../api/import-units.ts';
import { useApplyImport, type ApplyState } from '../api/use-apply-import.ts';
import '../unit-import.css';

const number = new Intl.NumberFormat('de-DE');
const rowsText = (count: number) => (count === 1 ? '1 Zeile' : `${number.format(count)} Zeilen`);
const unitsText = (count: number) => (count === 1 ? '1 Bezugseinheit' : `${number.format(count)} Bezugseinheiten`);

interface ChosenFile {
  name: string;
  bytes: Uint8Array<ArrayBuffer>;
}

const COUNT_LABELS: Array<[keyof UnitImportCounts, string]> = [
  ['new', 'Neu'],
  ['changed', 'Geändert'],
  ['unchanged', 'Unverändert'],
  ['refused', 'Abgelehnt'],
];

function Counts({ counts, total }: { counts: UnitImportCounts; total: number }) {
  return (
    <dl className="unit-import-counts">
      <div className="unit-import-counts__item">
        <dt>Zeilen</dt>
        <dd>{number.format(total)}</dd>
      </div>
      {COUNT_LABELS.map(([key, label]) => (
        <div
          key={key}
          className={
            key === 'refused' && counts.refused > 0
              ? 'unit-import-counts__item unit-import-counts__item--refused'
              : 'unit-import-counts__item'
          }
        >
          <dt>{label}</dt>
          <dd>{number.format(counts[key])}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A section with a table of listed rows, saying so when the answer listed only the first ones. */
function ListedRows({
  title,
  listed,
  total,
  children,
}: {
  title: string;
  listed: number;
  total: number;
  children: (headingId: string) => ReactNode;
}) {
  const headingId = useId();
  return (
    <section className="unit-import-section">
      <h2 id={headingId}>{title}</h2>
      {total > listed && (
        <p>
          Die ersten {number.format(listed)} von {rowsText(total)}.
        </p>
      )}
      {children(headingId)}
    </section>
  );
}

/** The refused rows: line, AGS and why, for fixing the file. */
function RefusedRows({ result }: { result: UnitImportResult }) {
  const rows = result.refused.map((row) => ({ id: row.line, ...row }));
  return (
    <ListedRows title="Abgelehnte Zeilen" listed={rows.length} total={result.counts.refused}>
      {(headingId) => (
        <AdminTable rows={rows} headingId={headingId} emptyMessage="Keine Zeile wird abgelehnt.">
          <Column field="line" header="Zeile" className="admin-table__nowrap" />
          <Column field="ags" header="AGS" className="admin-table__nowrap" />
          <Column field="reason" header="Grund" />
        </AdminTable>
      )}
    </ListedRows>
  );
}

const plzText = (plz: readonly string[]) => (plz.length > 0 ? plz.join(', ') : '–');

/** The stored units the import changes, before and after. */
function ChangedRows({ result }: { result: UnitImportResult }) {
  const rows = result.changed.map((row) => ({ id: row.line, ...row }));
  type Row = (typeof rows)[number];
  if (rows.length === 0) return null;
  return (
    <ListedRows title="Änderungen an bestehenden Bezugseinheiten" listed={rows.length} total={result.counts.changed}>
      {(headingId) => (
        <>
          <AdminTable rows={rows} headingId={headingId} emptyMessage="Keine Änderungen.">
            <Column field="line" header="Zeile" className="admin-table__nowrap" />
            <Column field="ags" header="AGS" className="admin-table__nowrap" />
            <Column field="previous_name" header="Name bisher" />
            <Column
              field="name"
              header="Name neu"
              body={(row: Row) => (row.name === row.previous_name ? 'unverändert' : row.name)}
            />
            <Column header="PLZ bisher" body={(row: Row) => plzText(row.previous_plz)} />
            <Column header="PLZ neu" body={(row: Row) => plzText(row.plz)} />
          </AdminTable>
          {rows.some((row) => row.name === row.previous_name && plzText(row.plz) === plzText(row.previous_plz)) && (
            <p className="admin-field__hint">
              Zeilen ohne Änderung an Name und PLZ ergänzen die Suchbegriffe, die eine frühere Änderung nicht fertig
              geschrieben hat.
            </p>
          )}
        </>
      )}
    </ListedRows>
  );
}

/** "Import anwenden" with its progress and the final summary. */
function ApplyImport({ result, apply }: { result: UnitImportResult; apply: ReturnType<typeof useApplyImport> }) {
  const reasonId = useId();
  const progressId = useId();
  const { state } = apply;
  const work = result.counts.new + result.counts.changed;
  const blocked =
    result.counts.refused > 0
      ? 'Solange Zeilen abgelehnt werden, lässt sich der Import nicht anwenden. Bitte korrigieren Sie die Datei und wählen Sie sie erneut.'
      : work === 0
        ? 'Die Datei bringt nichts Neues: Alle Zeilen stimmen mit den gespeicherten Bezugseinheiten überein.'
        : null;
  useUnsavedChanges(state.phase === 'running');

  return (
    <section className="unit-import-section">
      <h2>Anwenden</h2>
      {state.phase === 'idle' && (
        <>
          <p id={reasonId} className={blocked && result.counts.refused > 0 ? 'unit-import-blocked' : undefined}>
            {blocked ??
              `Neu angelegt: ${unitsText(result.counts.new)}; geändert: ${unitsText(result.counts.changed)}. Kontakte, Texte und Links bestehender Bezugseinheiten bleiben, wie sie sind.`}
          </p>
          <button
            type="button"
            className="button button--primary"
            disabled={blocked !== null}
            aria-describedby={reasonId}
            onClick={apply.start}
          >
            <Icon name="upload" />
            Import anwenden
          </button>
        </>
      )}
      {state.phase !== 'idle' && (
        <div className="unit-import-progress">
          <label htmlFor={progressId}>Fortschritt</label>
          <progress id={progressId} max={result.total_rows} value={state.done} />
          <p role="status">{progressText(state, result.total_rows)}</p>
        </div>
      )}
      {state.phase === 'failed' && (
        <>
          <RequestAlert error={state.error} />
          <p>
            Bereits angewendete Zeilen bleiben gespeichert. „Fortsetzen“ wiederholt den abgebrochenen Teil; was schon
            gespeichert ist, wird dabei nicht doppelt angelegt.
          </p>
          <button type="button" className="button button--primary" onClick={apply.resume}>
            <Icon name="refresh" />
            Fortsetzen
          </button>
        </>
      )}
    </section>
  );
}

function progressText(state: Exclude<ApplyState, { phase: 'idle' }>, total: number): string {
  const { counts } = state;
  const summary = `${number.format(counts.new)} neu angelegt, ${number.format(counts.changed)} geändert, ${number.format(counts.unchanged)} unverändert`;
  if (state.phase === 'done') return `Import abgeschlossen: ${summary}.`;
  const progress = `${number.format(state.done)} von ${rowsText(total)} angewendet`;
  if (state.phase === 'failed') return `Import unterbrochen nach ${progress} (${summary}).`;
  return `${progress} …`;
}

function UnitImport() {
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const dryRun = useImportDryRun();
  const apply = useApplyImport(file?.bytes ?? null);
  const running = apply.state.phase === 'running';

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const chosen = input.files?.[0];
    // Cleared, so that choosing the same file again after fixing it checks it again.
    input.value = '';
    if (!chosen) return;
    apply.reset();
    dryRun.reset();
    setFile(null);
    if (chosen.size > UNIT_IMPORT_MAX_BYTES) {
      setFileError(UNIT_IMPORT_MAX_TEXT);
      return;
    }
    setFileError(undefined);
    // The bytes checked are the bytes applied, whatever happens to the file on disk meanwhile.
    const bytes = new Uint8Array(await chosen.arrayBuffer());
    setFile({ name: chosen.name, bytes });
    dryRun.mutate(bytes);
  };

  const result = dryRun.data;
  return (
    <>
      <Field
        label="CSV-Datei"
        hint={`UTF-8, Semikolon als Trennzeichen, Kopfzeile ${UNIT_IMPORT_HEADER.join(';')}, höchstens 2 MB. Die Datei wird gleich nach der Auswahl geprüft; dabei wird noch nichts geändert.`}
        error={fileError}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            accept=".csv,text/csv"
            className="unit-import-file"
            disabled={running}
            onChange={(event) => void choose(event)}
          />
        )}
      </Field>

      <div role="status" className="unit-import-status">
        {dryRun.isPending && file && `„${file.name}“ wird geprüft …`}
        {result && file && `Prüfung von „${file.name}“ abgeschlossen: ${rowsText(result.total_rows)}.`}
      </div>
      <RequestAlert error={dryRun.error} />

      {result && (
        <>
          <section className="unit-import-section">
            <h2>Ergebnis der Prüfung</h2>
            <Counts counts={result.counts} total={result.total_rows} />
          </section>
          {result.counts.refused > 0 && <RefusedRows result={result} />}
          <ChangedRows result={result} />
          <ApplyImport result={result} apply={apply} />
        </>
      )}
    </>
  );
}

/** "Gemeindeverzeichnis importieren" (route ImportReferenceUnits, `/reference-units/import`, Administrator only). */
export default function ImportReferenceUnitsPage() {
  return (
    <AdminPage
      title="Gemeindeverzeichnis importieren"
      intro={
        <>
          <p>
            Legt Länder und Gemeinden aus einer CSV-Datei an: eine Zeile je Bezugseinheit mit Amtlichem
            Gemeindeschlüssel (AGS: 2 Ziffern für ein Land, 8 für eine Gemeinde), Name, Postleitzahlen (mehrere durch
            Kommas getrennt, bei Ländern leer) und dem Land der Gemeinde (Name oder AGS).
          </p>
          <p>
            Bestehende Bezugseinheiten mit demselben AGS erhalten Name und Postleitzahlen aus der Datei; ihre Adresse
            (Slug), Kontakte, Texte und Links bleiben. Derselbe Import ein zweites Mal ändert nichts.
          </p>
        </>
      }
    >
      <UnitImport />
    </AdminPage>
  );
}
