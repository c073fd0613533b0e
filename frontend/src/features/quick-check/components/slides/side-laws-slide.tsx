import { SITE_NOT_CHECKED_TEXT } from '@baucheck/shared/enums';
import type { FormEvent } from 'react';
import { usePublicQuery } from '#lib/public-queries.tsx';
import { areasAtQueryOptions } from '../../api/geoservice.ts';
import { siteLabel, slideQuestion } from '../../utils/slide-model.ts';
import { AuthorityContactBlock } from '../authority-contact.tsx';
import { DemoBadge } from '../demo-badge.tsx';
import { LocalLinks, SideLawList } from '../side-laws.tsx';
import { SiteCoverage } from '../site-coverage.tsx';
import { SlideActions, SlideDetails, SlideHeading } from './slide-parts.tsx';
import type { SlideProps } from './slide-types.ts';

/**
 * Baunebenrechte: the side laws the geoservice found at the site marked on the Karte slide, with the
 * municipality's texts, contacts and links. The engine branches on them by itself; nothing to answer.
 */
export function SideLawsSlide({ slide, check, evaluation, headingId, onContinue, onBack }: SlideProps) {
  const site = evaluation.site;
  // The same request as on the Karte slide, from the cache: it names the areas and says whether they are demo data.
  const areas = usePublicQuery(areasAtQueryOptions(check.reference_unit.id, site?.lon ?? 0, site?.lat ?? 0), {
    enabled: site !== null,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onContinue();
  };
  const sideLaws = evaluation.side_laws;
  return (
    <form className="qc-slide__form" onSubmit={submit}>
      <SlideHeading id={headingId}>{slideQuestion(slide, 'Baunebenrechte')}</SlideHeading>
      <SlideDetails slide={slide} unitName={check.reference_unit.name} />
      {site ? (
        <p className="qc-site">
          <span className="qc-site__label">Ihr Standort: </span>
          {siteLabel(site)}
          {areas.data?.demo && (
            <>
              {' '}
              <DemoBadge />
            </>
          )}
        </p>
      ) : (
        <p className="qc-site qc-site--unchecked">
          <strong>{SITE_NOT_CHECKED_TEXT}</strong> Baunebenrechte lassen sich deshalb nicht ausschließen.
        </p>
      )}
      {sideLaws.length > 0 ? (
        <>
          <p>
            An Ihrem Standort {sideLaws.length === 1 ? 'gilt' : 'gelten'} voraussichtlich{' '}
            {sideLaws.length === 1 ? 'dieses Baunebenrecht' : `diese ${sideLaws.length} Baunebenrechte`}:
          </p>
          <SideLawList sideLaws={sideLaws} check={check} areas={areas.data?.areas} headingLevel={2} />
        </>
      ) : (
        site &&
        evaluation.unchecked.length === 0 && (
          <p>An Ihrem Standort haben wir keine Schutzgebiete und kein Denkmal-Ensemble gefunden.</p>
        )
      )}
      {site && evaluation.unchecked.length > 0 && (
        <p className="qc-site qc-site--unchecked">
          <strong>Nicht alles konnte geprüft werden.</strong> Baunebenrechte, die nicht geprüft werden konnten, lassen
          sich nicht ausschließen.
        </p>
      )}
      {site && <SiteCoverage coverage={areas.data?.coverage ?? []} headingLevel={2} />}
      {Object.keys(check.links).length > 0 && (
        <section aria-labelledby={`${headingId}-links`}>
          <h2 id={`${headingId}-links`} className="qc-subheading">
            Örtliche Pläne und Satzungen
          </h2>
          <LocalLinks links={check.links} />
        </section>
      )}
      <AuthorityContactBlock contact={check.contact} />
      <SlideActions onBack={onBack} />
    </form>
  );
}
