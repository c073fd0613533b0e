import { CursorPager } from '#features/admin-kit/components/cursor-pager.tsx';
import { useCursorPages } from '#features/admin-kit/utils/use-cursor-pages.ts';
import { CHECK_GROUP_LABELS, CHECK_GROUPS, type CheckGroup } from '@baucheck/shared/enums';
import type { MyReferenceUnit } from '@baucheck/shared/reference-units';
import { useId, useRef, useState } from 'react';
import { AdminPage, QueryFallback } from '#features/admin-kit/components/admin-page.tsx';
import { CopyButton } from '#features/admin-kit/components/copy-button.tsx';
import { Field } from '#features/admin-kit/components/field.tsx';
import { Icon } from '#features/admin-kit/components/icons.tsx';
import { SearchField } from '#features/admin-kit/components/search-field.tsx';
import { NativeSelect } from '#features/admin-kit/components/select-field.tsx';
import { StatusTag } from '#features/admin-kit/components/status-tag.tsx';
import { config } from '#lib/config.ts';
import { useSettled } from '#lib/use-settled.ts';
import { useMyUnitsPage } from '../api/list-my-units.ts';
import { EmbedPreviewDialog } from '../components/embed-preview-dialog.tsx';
import { iframeSnippet, scriptSnippet, unitLinks } from '../utils/embed-code.ts';
import '../embed-links.css';

function GroupStatus({ unit }: { unit: MyReferenceUnit }) {
  return (
    <table className="embed-unit__groups">
      <caption className="sr-only">Checks von {unit.name} je Gruppe</caption>
      <thead>
        <tr>
          <th scope="col">Check-Gruppe</th>
          <th scope="col">Veröffentlichter Check</th>
        </tr>
      </thead>
      <tbody>
        {CHECK_GROUPS.map((group) => {
          const check = unit.checks[group];
          return (
            <tr key={group}>
              <th scope="row">{CHECK_GROUP_LABELS[group]}</th>
              <td>
                {!check ? (
                  <StatusTag tone="warning">Noch kein Check</StatusTag>
                ) : check.inherited ? (
                  <StatusTag tone="neutral">
                    Check {unit.land_name ? `von ${unit.land_name}` : 'des Landes'}, Version {check.version}
                  </StatusTag>
                ) : (
                  <StatusTag tone="success">
                    {unit.kind === 'Land' ? 'Standard-Check' : 'Eigener Check'}, Version {check.version}
                  </StatusTag>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

type StartChoice = CheckGroup | 'home';

function UnitCard({
  unit,
  onPreview,
}: {
  unit: MyReferenceUnit;
  onPreview: (target: { name: string; url: string }) => void;
}) {
  const id = useId();
  const groups = CHECK_GROUPS.filter((group) => unit.checks[group]);
  const [choice, setChoice] = useState<StartChoice>('home');
  // A group whose check was withdrawn since it was chosen falls back to the landing page.
  const group = choice !== 'home' && groups.includes(choice) ? choice : null;
  const origin = window.location.origin;
  const links = unitLinks(origin, unit.slug, group);
  const startName = group ? `${unit.name}, ${CHECK_GROUP_LABELS[group]}` : unit.name;
  const script = scriptSnippet(origin, unit.slug, group);
  const iframe = iframeSnippet(links.embed, `${config.productTitle} – Quick-Check für ${startName}`);
  const homeLabel = unit.kind === 'Land' ? 'Startseite des Landes' : 'Startseite der Gemeinde';
  return (
    <section className="embed-unit" aria-labelledby={`${id}-name`}>
      <header className="embed-unit__header">
        <h2 id={`${id}-name`}>{unit.name}</h2>
        <span className="admin-table__secondary">
          {unit.kind === 'Land' ? 'Land' : `Gemeinde${unit.land_name ? ` in ${unit.land_name}` : ''}`} ·{' '}
          {groups.length === 1 ? '1 Check-Gruppe verfügbar' : `${groups.length} von 4 Check-Gruppen verfügbar`}
        </span>
      </header>
      <div className="embed-unit__body">
        <div className="embed-unit__links">
          {groups.length > 0 && (
            <Field
              label="Startet mit"
              hint="Mit einem Vorhaben beginnt der Quick-Check nach dem Datenschutzhinweis direkt mit dessen Fragen. Zur Wahl stehen die Check-Gruppen mit veröffentlichtem Check."
              className="embed-unit__start"
            >
              {(control) => (
                <NativeSelect
                  control={control}
                  value={group ?? 'home'}
                  onChange={setChoice}
                  options={[
                    { value: 'home', label: homeLabel },
                    ...groups.map((value) => ({ value, label: CHECK_GROUP_LABELS[value] })),
                  ]}
                />
              )}
            </Field>
          )}
          <div className="embed-unit__item">
            <span className="admin-field__label">Öffentlicher Link</span>
            <a href={links.home} target="_blank" rel="noopener" className="embed-unit__url">
              {links.home}
              <span className="sr-only"> (öffnet in neuem Tab)</span>
            </a>
            <div className="embed-unit__buttons">
              <CopyButton text={links.home} label="Link kopieren" doneText="Link kopiert." describedBy={`${id}-name`} />
            </div>
          </div>
          <div className="embed-unit__item">
            <label className="admin-field__label" htmlFor={`${id}-script`}>
              Empfohlen: Skript (passt die Höhe automatisch an)
            </label>
            <p className="admin-field__hint" id={`${id}-script-hint`}>
              Fügen Sie diesen Code auf Ihrer Website dort ein, wo der Quick-Check erscheinen soll. Das Skript zeigt den
              Quick-Check in einem Rahmen, der bei jedem Schritt so hoch wird wie sein Inhalt.
            </p>
            <textarea
              id={`${id}-script`}
              className="embed-unit__snippet"
              readOnly
              rows={4}
              value={script}
              aria-describedby={`${id}-script-hint`}
              onFocus={(event) => event.currentTarget.select()}
            />
            <div className="embed-unit__buttons">
              <CopyButton
                text={script}
                label="Skript-Code kopieren"
                doneText="Skript-Code kopiert."
                describedBy={`${id}-name`}
              />
              <button
                type="button"
                className="button button--secondary button--small"
                aria-haspopup="dialog"
                aria-describedby={`${id}-name`}
                onClick={() => onPreview({ name: startName, url: links.embed })}
              >
                <Icon name="eye" />
                Vorschau
              </button>
            </div>
          </div>
          <details className="embed-unit__alternative">
            <summary id={`${id}-iframe-label`}>Alternativ: nur iframe (feste Höhe)</summary>
            <div className="embed-unit__item">
              <p className="admin-field__hint" id={`${id}-iframe-hint`}>
                Für Websites, die keine Skripte erlauben. Der Rahmen ist 760 Pixel hoch; längere Schritte scrollen
                darin.
              </p>
              <textarea
                id={`${id}-iframe`}
                className="embed-unit__snippet"
                readOnly
                rows={5}
                value={iframe}
                aria-labelledby={`${id}-iframe-label`}
                aria-describedby={`${id}-iframe-hint`}
                onFocus={(event) => event.currentTarget.select()}
              />
              <div className="embed-unit__buttons">
                <CopyButton
                  text={iframe}
                  label="iframe-Code kopieren"
                  doneText="iframe-Code kopiert."
                  describedBy={`${id}-name`}
                />
              </div>
            </div>
          </details>
        </div>
        <GroupStatus unit={unit} />
      </div>
    </section>
  );
}

/** Units per page: each card carries its embed codes, so pages stay short. */
const PAGE_SIZE = 10;
const MIN_QUERY = 2;

function EmbedLinks() {
  const [search, setSearch] = useState('');
  const [query] = useSettled(search);
  const searching = query.length >= MIN_QUERY;
  const pages = useCursorPages('');
  const units = useMyUnitsPage(searching ? { q: query } : { cursor: pages.cursor ?? undefined, limit: PAGE_SIZE });
  const [preview, setPreview] = useState<{ name: string; url: string } | null>(null);
  const listStart = useRef<HTMLHeadingElement>(null);

  /** Turns the page; the new page's first unit is where reading goes on. */
  const turn = (change: () => void) => {
    change();
    listStart.current?.focus();
  };

  if (!units.data) return <QueryFallback query={units} plural="Bezugseinheiten" />;
  const { items, nextCursor } = units.data;
  const firstPage = pages.pageNumber === 1;
  const nothingAtAll = !searching && firstPage && items.length === 0;

  return (
    <>
      {!nothingAtAll && (
        <div className="admin-toolbar">
          <SearchField
            label="Bezugseinheiten durchsuchen"
            value={search}
            onChange={setSearch}
            hint="Sucht ab 2 Zeichen im Namen, in der Postleitzahl und im Amtlichen Gemeindeschlüssel (höchstens 20 Treffer)."
          />
          <p className="admin-toolbar__count" role="status">
            {units.isFetching
              ? 'Wird geladen …'
              : searching
                ? items.length === 0
                  ? 'Keine Bezugseinheit passt zur Suche.'
                  : `${items.length === 1 ? '1 Treffer' : `${items.length} Treffer`}`
                : `Seite ${pages.pageNumber}: ${items.length === 1 ? '1 Bezugseinheit' : `${items.length} Bezugseinheiten`}`}
          </p>
        </div>
      )}
      {nothingAtAll && (
        <p>
          Ihrem Account ist noch keine Bezugseinheit zugeordnet. Bitte wenden Sie sich an die Administration, damit sie
          Ihren Account der richtigen Organisation zuordnet.
        </p>
      )}
      <h2 className="sr-only" tabIndex={-1} ref={listStart}>
        {searching ? 'Suchergebnis' : `Bezugseinheiten, Seite ${pages.pageNumber}`}
      </h2>
      <div className="embed-units">
        {items.map((unit) => (
          <UnitCard key={unit.id} unit={unit} onPreview={setPreview} />
        ))}
      </div>
      {!searching && (
        <CursorPager
          label="Seiten der Bezugseinheiten"
          pageNumber={pages.pageNumber}
          nextCursor={nextCursor}
          onNext={(next) => turn(() => pages.next(next))}
          onPrevious={() => turn(pages.previous)}
          busy={units.isPlaceholderData}
        />
      )}
      <EmbedPreviewDialog target={preview} onHide={() => setPreview(null)} />
    </>
  );
}

/**
 * "Embed-Links" (route ListReferenceUnitLinks, `/links`): per reference unit the public link and the
 * embed code (embed.js snippet, recommended; plain iframe as the alternative), for the landing page or
 * for a check group with a published check.
 */
export default function ListReferenceUnitLinksPage() {
  return (
    <AdminPage
      title="Embed-Links"
      showFaq
      intro={
        <p>
          Mit diesen Links und Einbettungscodes bieten Sie den Quick-Check auf Ihrer eigenen Website an – zugeschnitten
          auf Ihre Gemeinde oder Ihr Land, mit Ihren örtlichen Hinweisen und Ansprechpartnern.
        </p>
      }
    >
      <EmbedLinks />
    </AdminPage>
  );
}
