import { CHECK_GROUP_LABELS, CHECK_GROUPS } from '@baucheck/shared/enums';
import type { MyReferenceUnit } from '@baucheck/shared/reference-units';
import { useDeferredValue, useId, useState } from 'react';
import { AdminPage, LoadError, LoadingNotice } from '#features/admin-kit/components/admin-page.tsx';
import { CopyButton } from '#features/admin-kit/components/copy-button.tsx';
import { Icon } from '#features/admin-kit/components/icons.tsx';
import { matchesSearch, SearchField } from '#features/admin-kit/components/search-field.tsx';
import { StatusTag } from '#features/admin-kit/components/status-tag.tsx';
import { config } from '#lib/config.ts';
import { errorText } from '#lib/error-text.ts';
import { useMyUnits } from '../api/list-my-units.ts';
import { EmbedPreviewDialog } from '../components/embed-preview-dialog.tsx';
import { iframeSnippet, unitLinks } from '../utils/embed-code.ts';
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

function UnitCard({
  unit,
  onPreview,
}: {
  unit: MyReferenceUnit;
  onPreview: (target: { name: string; url: string }) => void;
}) {
  const id = useId();
  const links = unitLinks(window.location.origin, unit.slug);
  const snippet = iframeSnippet(links.embed, `${config.productTitle} – Quick-Check für ${unit.name}`);
  const available = CHECK_GROUPS.filter((group) => unit.checks[group]).length;
  return (
    <section className="embed-unit" aria-labelledby={`${id}-name`}>
      <header className="embed-unit__header">
        <h2 id={`${id}-name`}>{unit.name}</h2>
        <span className="admin-table__secondary">
          {unit.kind === 'Land' ? 'Land' : `Gemeinde${unit.land_name ? ` in ${unit.land_name}` : ''}`} ·{' '}
          {available === 1 ? '1 Check-Gruppe verfügbar' : `${available} von 4 Check-Gruppen verfügbar`}
        </span>
      </header>
      <div className="embed-unit__body">
        <div className="embed-unit__links">
          <div className="embed-unit__item">
            <span className="admin-field__label" id={`${id}-link-label`}>
              Öffentlicher Link
            </span>
            <a href={links.home} target="_blank" rel="noopener" className="embed-unit__url" id={`${id}-link`}>
              {links.home}
              <span className="sr-only"> (öffnet in neuem Tab)</span>
            </a>
            <div className="embed-unit__buttons">
              <CopyButton text={links.home} label="Link kopieren" doneText="Link kopiert." describedBy={`${id}-name`} />
            </div>
          </div>
          <div className="embed-unit__item">
            <label className="admin-field__label" htmlFor={`${id}-snippet`}>
              Einbettungscode (iframe)
            </label>
            <p className="admin-field__hint" id={`${id}-snippet-hint`}>
              Fügen Sie diesen Code auf Ihrer Website dort ein, wo der Quick-Check erscheinen soll.
            </p>
            <textarea
              id={`${id}-snippet`}
              className="embed-unit__snippet"
              readOnly
              rows={5}
              value={snippet}
              aria-describedby={`${id}-snippet-hint`}
              onFocus={(event) => event.currentTarget.select()}
            />
            <div className="embed-unit__buttons">
              <CopyButton
                text={snippet}
                label="Code kopieren"
                doneText="Einbettungscode kopiert."
                describedBy={`${id}-name`}
              />
              <button
                type="button"
                className="button button--secondary button--small"
                aria-haspopup="dialog"
                aria-describedby={`${id}-name`}
                onClick={() => onPreview({ name: unit.name, url: links.embed })}
              >
                <Icon name="eye" />
                Vorschau
              </button>
            </div>
          </div>
        </div>
        <GroupStatus unit={unit} />
      </div>
    </section>
  );
}

function EmbedLinks() {
  const units = useMyUnits();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [preview, setPreview] = useState<{ name: string; url: string } | null>(null);

  if (units.isPending) return <LoadingNotice>Bezugseinheiten werden geladen …</LoadingNotice>;
  if (units.isError) {
    return (
      <LoadError
        message={`Die Bezugseinheiten konnten nicht geladen werden. ${errorText(units.error)}`}
        onRetry={() => void units.refetch()}
      />
    );
  }
  const mine = units.data;
  const shown = mine.filter((unit) => matchesSearch(deferredSearch, unit.name, unit.slug));

  return (
    <>
      {mine.length > 4 && (
        <div className="admin-toolbar">
          <SearchField label="Bezugseinheiten durchsuchen" value={search} onChange={setSearch} hint="Sucht im Namen." />
          <p className="admin-toolbar__count" role="status">
            {shown.length === mine.length
              ? `${mine.length} Bezugseinheiten`
              : `${shown.length} von ${mine.length} Bezugseinheiten`}
          </p>
        </div>
      )}
      {mine.length === 0 && (
        <p>
          Ihrem Account ist noch keine Bezugseinheit zugeordnet. Bitte wenden Sie sich an die Administration, damit sie
          Ihren Account der richtigen Organisation zuordnet.
        </p>
      )}
      {mine.length > 0 && shown.length === 0 && <p>Keine Bezugseinheit passt zur Suche.</p>}
      <div className="embed-units">
        {shown.map((unit) => (
          <UnitCard key={unit.id} unit={unit} onPreview={setPreview} />
        ))}
      </div>
      <EmbedPreviewDialog target={preview} onHide={() => setPreview(null)} />
    </>
  );
}

/** "Embed-Links" (route ListReferenceUnitLinks, `/links`): links and iframe code per reference unit. */
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
