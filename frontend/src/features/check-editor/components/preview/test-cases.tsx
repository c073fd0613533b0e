import type { Answers, EngineCheck } from '@baucheck/shared/engine/model';
import { caseStatus, evaluateCase, type CaseResult } from '@baucheck/shared/engine/test-cases';
import { OUTCOME_SEVERITY_LABELS } from '@baucheck/shared/enums';
import type { TestCase } from '@baucheck/shared/test-cases';
import { useId, useState, type FormEvent } from 'react';
import { errorText } from '#lib/error-text.ts';
import { useCreateTestCase } from '../../api/create-test-case.ts';
import { useDeleteTestCase } from '../../api/delete-test-case.ts';
import { useTestCases } from '../../api/get-test-cases.ts';
import { useUpdateTestCase } from '../../api/update-test-case.ts';
import { ActionDialog } from '../action-dialog.tsx';

/*
 * Test cases ("Prüffälle") beside the preview: the path just clicked saved with a name, and the list of
 * saved cases with the result the draft shown gives them now, re-evaluated by the residents' engine on
 * every edit (the server does the same on publishing).
 */

const resultText = (result: CaseResult | null) =>
  result?.overall ? OUTCOME_SEVERITY_LABELS[result.overall] : 'kein Ergebnis';

interface SaveTestCaseProps {
  checkId: string;
  unitId: string | null;
  answers: Answers;
}

/** "Als Prüffall speichern" at the preview's result: a name for the path just clicked. */
export function SaveTestCase({ checkId, unitId, answers }: SaveTestCaseProps) {
  const inputId = useId();
  const errorId = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const create = useCreateTestCase(checkId, unitId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const trimmed = name.trim();
    if (!trimmed) {
      setError('Bitte geben Sie dem Prüffall einen Namen.');
      return;
    }
    setError(null);
    create.mutate(
      { name: trimmed, answers },
      {
        onSuccess: (testCase) => {
          setSaved(`Prüffall „${testCase.name}“ ist gespeichert.`);
          setName('');
        },
        onError: (failure) => setError(`Der Prüffall konnte nicht gespeichert werden. ${errorText(failure)}`),
      },
    );
  };

  return (
    <form className="test-case-save" onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="test-case-save__label">
        Name des Prüffalls
      </label>
      <div className="test-case-save__row">
        <input
          id={inputId}
          className="editor-input"
          value={name}
          maxLength={120}
          placeholder="z. B. Gartenhaus 80 m³ im Außenbereich"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setSaved(null);
          }}
        />
        <button type="submit" className="button button--secondary" aria-disabled={create.isPending}>
          {create.isPending ? 'Wird gespeichert …' : 'Als Prüffall speichern'}
        </button>
      </div>
      {error && (
        <p id={errorId} className="editor-field__error" role="alert">
          {error}
        </p>
      )}
      <p role="status" className="test-case-save__status">
        {saved}
      </p>
    </form>
  );
}

interface TestCaseListProps {
  checkId: string;
  unitId: string | null;
  /** The draft as the preview shows it. */
  definition: EngineCheck;
  /** Whether the user may rename, delete and accept these cases. */
  canKeep: boolean;
}

/** The check's test cases: expected against current result, with rename, delete and (when changed) accept. */
export function TestCaseList({ checkId, unitId, definition, canKeep }: TestCaseListProps) {
  const headingId = useId();
  const cases = useTestCases(checkId, unitId);
  const [announcement, setAnnouncement] = useState('');

  let body;
  if (cases.isPending) body = <p role="status">Prüffälle werden geladen …</p>;
  else if (cases.isError)
    body = <p role="alert">Die Prüffälle konnten nicht geladen werden. {errorText(cases.error)}</p>;
  else if (cases.data.length === 0)
    body = (
      <p className="test-cases__empty">
        Noch keine Prüffälle. Klicken Sie sich in der Vorschau bis zum Ergebnis durch und speichern Sie den Weg dort als
        Prüffall: Vor dem Veröffentlichen zeigt BauCheck, welche Ergebnisse sich ändern.
      </p>
    );
  else
    body = (
      <ul className="test-cases__list">
        {cases.data.map((testCase) => (
          <TestCaseItem
            key={testCase.id}
            testCase={testCase}
            checkId={checkId}
            unitId={unitId}
            definition={definition}
            canKeep={canKeep}
            announce={setAnnouncement}
          />
        ))}
      </ul>
    );

  const changed = (cases.data ?? []).filter(
    (testCase) => caseStatus(testCase.name, testCase.expected, evaluateCase(definition, testCase.answers)).changed,
  ).length;
  return (
    <section className="test-cases" aria-labelledby={headingId}>
      <h2 id={headingId} className="test-cases__heading">
        Prüffälle
        {cases.data && cases.data.length > 0 && (
          <span className="test-cases__count">
            {' '}
            ({cases.data.length}
            {changed > 0 ? `, ${changed} ${changed === 1 ? 'weicht' : 'weichen'} ab` : ''})
          </span>
        )}
      </h2>
      {body}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}

interface TestCaseItemProps {
  testCase: TestCase;
  checkId: string;
  unitId: string | null;
  definition: EngineCheck;
  canKeep: boolean;
  announce: (text: string) => void;
}

function TestCaseItem({ testCase, checkId, unitId, definition, canKeep, announce }: TestCaseItemProps) {
  const nameId = useId();
  const evaluation = evaluateCase(definition, testCase.answers);
  const { changed } = caseStatus(testCase.name, testCase.expected, evaluation);
  const update = useUpdateTestCase(checkId, unitId);
  const remove = useDeleteTestCase(checkId, unitId);
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [name, setName] = useState(testCase.name);
  const [error, setError] = useState<string | null>(null);

  const rename = () => {
    const trimmed = name.trim();
    if (!trimmed) return setError('Bitte geben Sie dem Prüffall einen Namen.');
    update.mutate(
      { testCase, changes: { name: trimmed } },
      {
        onSuccess: (renamed) => {
          setRenaming(false);
          setError(null);
          announce(`Prüffall heißt jetzt „${renamed.name}“.`);
        },
        onError: (failure) => setError(`Der Prüffall konnte nicht umbenannt werden. ${errorText(failure)}`),
      },
    );
  };

  const accept = () =>
    update.mutate(
      { testCase, changes: { accept_current: true } },
      {
        onSuccess: () => announce(`Das aktuelle Ergebnis von „${testCase.name}“ ist jetzt das erwartete.`),
        onError: (failure) => setError(`Das Ergebnis konnte nicht übernommen werden. ${errorText(failure)}`),
      },
    );

  return (
    <li className={changed ? 'test-case test-case--changed' : 'test-case'}>
      <div className="test-case__head">
        <strong id={nameId} className="test-case__name">
          {testCase.name}
        </strong>
        <span className={changed ? 'editor-tag editor-tag--warning' : 'editor-tag'}>
          {evaluation.misfit ? 'passt nicht mehr zum Check' : changed ? 'weicht ab' : 'unverändert'}
        </span>
      </div>
      <dl className="test-case__results">
        <div>
          <dt>Erwartet</dt>
          <dd>
            {testCase.expected === null ? 'passt nicht mehr zum Check (bestätigt)' : resultText(testCase.expected)}
          </dd>
        </div>
        <div>
          <dt>Aktuell</dt>
          <dd>{evaluation.misfit ? evaluation.misfit.message : resultText(evaluation.result)}</dd>
        </div>
      </dl>
      {error && (
        <p className="editor-field__error" role="alert">
          {error}
        </p>
      )}
      {canKeep && (
        <div className="test-case__actions">
          {renaming ? (
            <form
              className="test-case__rename"
              onSubmit={(event) => {
                event.preventDefault();
                rename();
              }}
            >
              <label className="sr-only" htmlFor={`${nameId}-input`}>
                Neuer Name für „{testCase.name}“
              </label>
              <input
                id={`${nameId}-input`}
                className="editor-input"
                value={name}
                maxLength={120}
                onChange={(event) => setName(event.target.value)}
                autoFocus
              />
              <button type="submit" className="button button--secondary" aria-disabled={update.isPending}>
                Speichern
              </button>
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  setRenaming(false);
                  setName(testCase.name);
                  setError(null);
                }}
              >
                Abbrechen
              </button>
            </form>
          ) : (
            <>
              <button type="button" className="link-button" aria-describedby={nameId} onClick={() => setRenaming(true)}>
                Umbenennen
              </button>
              {changed && (
                <button type="button" className="link-button" aria-describedby={nameId} onClick={accept}>
                  Aktuelles Ergebnis übernehmen
                </button>
              )}
              <button type="button" className="link-button" aria-describedby={nameId} onClick={() => setDeleting(true)}>
                Löschen
              </button>
            </>
          )}
        </div>
      )}
      <ActionDialog
        visible={deleting}
        title="Prüffall löschen"
        confirmLabel="Löschen"
        busyLabel="Wird gelöscht …"
        busy={remove.isPending}
        danger
        onHide={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(testCase, {
            onSuccess: () => {
              setDeleting(false);
              announce(`Prüffall „${testCase.name}“ ist gelöscht.`);
            },
            onError: (failure) => {
              setDeleting(false);
              setError(`Der Prüffall konnte nicht gelöscht werden. ${errorText(failure)}`);
            },
          })
        }
      >
        <p>Möchten Sie den Prüffall „{testCase.name}“ löschen?</p>
      </ActionDialog>
    </li>
  );
}
