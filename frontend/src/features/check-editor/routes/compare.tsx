import type { ComparedEdition, EditionRef } from '@baucheck/shared/checks';
import { changeCountText, changeSections, type ChangeKind } from '@baucheck/shared/engine/changes';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useKnownPublicationDates, useVersionComparison } from '../api/compare-versions.ts';
import { useCheckDraft } from '../api/get-check-draft.ts';
import { CheckBar, CheckTab } from '../components/check-bar.tsx';
import { DraftState } from '../components/editor-frame.tsx';
import { LoadFailure } from '../components/load-failure.tsx';
import { germanDate } from '../utils/labels.ts';

/** Route CheckCompare: two versions of a check (published ones and the draft) as a German change list. */
export default function CheckComparePage() {
  return <CheckTab tab="compare" editor={CompareVersions} />;
}

/** What kind of change an entry is, as a word beside it (never told by colour alone). */
function changeTag(kind: ChangeKind): { text: string; modifier: string } {
  if (kind.endsWith('_added')) return { text: 'neu', modifier: 'added' };
  if (kind.endsWith('_removed')) return { text: 'entfernt', modifier: 'removed' };
  if (kind === 'slide_moved' || kind === 'answers_reordered') return { text: 'verschoben', modifier: 'moved' };
  return { text: 'geändert', modifier: 'changed' };
}

const editionName = (edition: ComparedEdition | EditionRef): string => {
  const version = typeof edition === 'object' ? edition.version : edition;
  return version === 'draft' ? 'Entwurf' : `Version ${version}`;
};

/**
 * "Version 2 vom 12.03.2026 (aktuell)", as the overview names a published version; without the date
 * while no comparison has told it yet. Short enough for the select on a phone (390 px).
 */
function versionLabel(version: number, current: boolean, publishedAt: string | undefined): string {
  const name = publishedAt ? `Version ${version} vom ${germanDate(publishedAt)}` : `Version ${version}`;
  return current ? `${name} (aktuell)` : name;
}

/** A version named in the address (`?from=2&to=draft`), if the check has it. */
function editionParam(value: string | null, latest: number): EditionRef | null {
  if (value === 'draft') return 'draft';
  const number = Number(value);
  return value && Number.isInteger(number) && number >= 1 && number <= latest ? number : null;
}

function CompareVersions({ checkId }: { checkId: string }) {
  const draft = useCheckDraft(checkId);
  const [searchParams, setSearchParams] = useSearchParams();
  // The choice lives in state (two quick changes both count) and is mirrored into the address, so a
  // comparison can be linked and survives a reload.
  const [choice, setChoice] = useState(() => ({ from: searchParams.get('from'), to: searchParams.get('to') }));
  const headingId = useId();
  const fieldId = useId();
  const latest = draft.data?.check.latest_version ?? 0;
  // By default: what the draft changes against the version residents get now.
  const from = editionParam(choice.from, latest) ?? (latest > 0 ? latest : 'draft');
  const to = editionParam(choice.to, latest) ?? 'draft';
  const comparison = useVersionComparison(checkId, latest > 0 ? from : null, latest > 0 ? to : null);
  const publishedOn = useKnownPublicationDates(checkId);

  useEffect(() => {
    if (choice.from === null && choice.to === null) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(choice)) if (value !== null) next.set(key, value);
        return next;
      },
      { replace: true },
    );
  }, [choice, setSearchParams]);

  if (!draft.data)
    return <DraftState isPending={draft.isPending} error={draft.error} onRetry={() => void draft.refetch()} />;
  const detail = draft.data;
  const { check } = detail;

  const choose = (changes: { from?: EditionRef; to?: EditionRef }) =>
    setChoice((current) => ({
      from: changes.from === undefined ? current.from : String(changes.from),
      to: changes.to === undefined ? current.to : String(changes.to),
    }));
  const options: Array<{ value: string; label: string }> = [
    { value: 'draft', label: `Entwurf (Entwurfsstand ${check.content_revision})` },
    ...Array.from({ length: latest }, (_, index) => latest - index).map((version) => ({
      value: String(version),
      label: versionLabel(version, version === latest, publishedOn.get(version)),
    })),
  ];
  const select = (name: 'from' | 'to', label: string, value: EditionRef) => (
    <div className="editor-field">
      <label htmlFor={`${fieldId}-${name}`} className="editor-field__label">
        {label}
      </label>
      <select
        id={`${fieldId}-${name}`}
        className="editor-select"
        value={String(value)}
        onChange={(event) => choose({ [name]: editionParam(event.target.value, latest) ?? 'draft' })}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );

  const data = comparison.data;
  const sections = data ? changeSections(data.changes) : [];
  const summary = data
    ? `Von ${editionName(data.from)} ${data.to.version === 'draft' ? 'zum' : 'zu'} ${editionName(data.to)}: ${
        data.changes.length === 0 ? 'keine Änderungen' : changeCountText(data.changes.length)
      }`
    : '';

  return (
    <>
      <CheckBar detail={detail} tab="compare" refreshing={draft.isFetching} />
      <section className="page editor-page compare-page" aria-labelledby={headingId}>
        <h2 id={headingId} className="editor-page__title">
          Versionen vergleichen
        </h2>
        {latest === 0 ? (
          <p className="editor-page__intro">
            Dieser Check ist noch nicht veröffentlicht: Es gibt nur den Entwurf. Nach der ersten Veröffentlichung sehen
            Sie hier, was sich zwischen den Versionen und dem Entwurf geändert hat.
          </p>
        ) : (
          <>
            <p className="editor-page__intro">
              Was sich zwischen zwei Versionen dieses Checks geändert hat: Folien, Fragen, Grenzwerte, Antworten und
              ihre Sprungziele, Ergebnisse und ihre Rangfolge. Foliennummern gelten in der zweiten Version, bei
              entfernten Folien in der ersten.
            </p>
            <div className="compare-form">
              {select('from', 'Von Version', from)}
              <span className="compare-form__arrow" aria-hidden="true">
                →
              </span>
              {select('to', 'Zu Version', to)}
              <button
                type="button"
                className="button button--secondary compare-form__swap"
                onClick={() => choose({ from: to, to: from })}
              >
                Versionen tauschen
              </button>
            </div>
            <p className="sr-only" role="status">
              {comparison.isFetching ? 'Der Vergleich wird geladen …' : summary}
            </p>
            {comparison.isPending ? (
              <p className="page-loading">Der Vergleich wird geladen …</p>
            ) : comparison.isError ? (
              <LoadFailure
                what="Der Vergleich konnte nicht geladen werden."
                error={comparison.error}
                onRetry={() => void comparison.refetch()}
              />
            ) : (
              <div className="compare-result">
                <h3 className="compare-result__title">{summary}</h3>
                {sections.length === 0 ? (
                  <p>Die beiden Versionen haben denselben Inhalt.</p>
                ) : (
                  sections.map((section) => (
                    <section key={section.title} className="compare-section">
                      <h4 className="compare-section__title">
                        {section.title} ({section.changes.length})
                      </h4>
                      <ul className="change-list">
                        {section.changes.map((change, index) => {
                          const tag = changeTag(change.kind);
                          return (
                            <li key={`${change.kind}-${index}`} className="change-list__item">
                              <span className={`change-tag change-tag--${tag.modifier}`}>{tag.text}</span>{' '}
                              <span>{change.text}</span>
                            </li>
                          );
                        })}
                      </ul>
                    </section>
                  ))
                )}
              </div>
            )}
          </>
        )}
      </section>
    </>
  );
}
