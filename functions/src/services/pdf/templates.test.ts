import { evaluate } from '@baucheck/shared/engine/evaluate';
import type { Answers } from '@baucheck/shared/engine/model';
import { validateCheck } from '@baucheck/shared/engine/validate';
import { SITE_NOT_CHECKED_TEXT, type SideLaw } from '@baucheck/shared/enums';
import { describe, expect, it } from 'vitest';
import type { CheckRecord } from '#repositories/checks';
import { diffChecks } from '@baucheck/shared/engine/diff';
import { documentationDocument, type DocumentationModel } from './documentation-template.ts';
import { summaryDocument, type SummaryModel } from './summary-template.ts';
import { FIXTURE_CHECK, FIXTURE_QUICK_CHECK } from './test-fixtures.ts';
import { cssString } from './layout.ts';

const answers: Answers = {
  aufenthalt: { response_id: 'aufenthalt-nein' },
  volumen: { value: 74.5 },
  karte: {
    site: { lon: 11.4003, lat: 48.3002, label: 'Marktplatz 3 <b>"Genehmigt!"</b>' },
    side_laws: ['Denkmalschutz'],
  },
};

/** The document's markup with line breaks and indentation collapsed (non-breaking spaces stay). */
const flat = (markup: string) => markup.replace(/[ \n\t]+/g, ' ');

const summaryModel = (): SummaryModel => ({
  productTitle: 'BauCheck',
  createdAt: new Date('2026-05-12T12:03:00Z'),
  quickCheck: FIXTURE_QUICK_CHECK,
  product: {
    id: 'p1',
    name: 'Gartenhaus „Fjord“',
    description: '',
    check_group: 'gartenhaus',
    organisation_name: 'Holzbau GmbH',
  },
  evaluation: evaluate(FIXTURE_CHECK, answers),
  answers,
  areas: [
    { kind: 'Denkmalschutz', name: 'Ensemble Historischer Marktplatz', distance_m: 0 },
    { kind: 'Bebauungsplan', name: 'Bebauungsplan Nr. 12', distance_m: 0 },
  ],
  coverage: [
    {
      kind: 'Denkmalschutz',
      state: 'betroffen',
      reason: null,
      source: { service: 'Denkmal-Atlas (BLfD)', land: 'Bayern', as_of: '2026-03-01' },
    },
    {
      kind: 'Naturschutz',
      state: 'nicht betroffen',
      reason: null,
      source: { service: 'Demodaten', land: null, as_of: null },
    },
  ],
  demoGeodata: true,
  checkUrl: 'https://baucheck.example/home/lindenau',
  resultUrl: 'https://baucheck.example/quick-check/result/gartenhaus-by#1.abc',
});

describe('summaryDocument', () => {
  it('has a title for the PDF and a footer naming product, project and municipality', () => {
    const { title, pageStyles } = summaryDocument(summaryModel());
    expect(title).toBe('BauCheck: Gartenhaus in Markt Lindenau – Ergebnis des Quick-Checks');
    expect(pageStyles).toContain(`@bottom-left{content:${cssString('BauCheck · Gartenhaus · Markt Lindenau')};`);
  });

  it('shows date, municipality, product, answers with German numbers, results, side laws, contact and disclaimer', () => {
    const html = flat(summaryDocument(summaryModel()).body);
    for (const expected of [
      '12. Mai 2026, 14:03\u00a0Uhr',
      'Markt Lindenau (Bayern)',
      'Gartenhaus „Fjord“ (Holzbau GmbH)',
      'Ihre Antwort: <strong>Nein</strong>',
      '74,5\u00a0m³</strong> – das liegt innerhalb der Grenze von 75\u00a0m³.',
      'Verfahrensfrei, aber weitere Genehmigungen möglicherweise erforderlich',
      // Each chapter with its own severity, not the overall wording
      '<div class="title">Verfahrensfrei</div> <div class="grade">Einstufung: kein Hindernis erkannt</div>',
      '<div class="title">Weitere Genehmigungen erforderlich</div> <div class="grade">Einstufung: weitere Erlaubnis möglich</div>',
      'Keine Baugenehmigung nötig.',
      'Ensemble Historischer Marktplatz',
      'Untere Denkmalschutzbehörde, Tel. <a href="tel:+498999777310">+49 8999 777-310</a>',
      'Bebauungsplan Nr. 12',
      'https://www.lindenau.example/bebauungsplaene',
      'Bauamt Markt Lindenau',
      'unverbindliche Orientierung',
      'begründet keinen Rechtsanspruch',
      'Art. 57 Abs. 1 Nr. 1 Buchst. a BayBO',
      '1. März 2026',
      'href="https://baucheck.example/home/lindenau"',
      'Demo-Daten',
    ]) {
      expect(html, expected).toContain(expected);
    }
  });

  it('prints a result link too long for any QR code without one, instead of failing the PDF', () => {
    const link = (length: number) =>
      `https://baucheck.example/quick-check/result/gartenhaus-by#1.${'x'.repeat(length)}`;
    const qrCodes = (resultUrl: string) => {
      const html = flat(summaryDocument({ ...summaryModel(), resultUrl }).body);
      expect(html, `${resultUrl.length} characters`).toContain(`<p class="url">${resultUrl}</p>`);
      return (html.match(/<svg class="qr-code"/g) ?? []).length;
    };
    // Within "medium"'s capacity, past it (down to "low"), and past any QR code's
    expect(qrCodes(link(400))).toBe(1);
    expect(qrCodes(link(2_500))).toBe(1);
    const tooLong = flat(summaryDocument({ ...summaryModel(), resultUrl: link(5_000) }).body);
    expect(qrCodes(link(5_000))).toBe(0);
    expect(tooLong).toContain('Öffnen Sie den folgenden Link, um dieses Ergebnis');
    expect(tooLong).not.toContain('Scannen Sie den Code');
  });

  it('says plainly that a skipped site was not checked, and never that no side laws were found', () => {
    const skipped: Answers = { ...answers, karte: { site: null, side_laws: [] } };
    const html = flat(
      summaryDocument({ ...summaryModel(), answers: skipped, evaluation: evaluate(FIXTURE_CHECK, skipped), areas: [] })
        .body,
    );
    expect(html).toContain('Kein Standort angegeben (Karte übersprungen).');
    expect(html).toContain(`${SITE_NOT_CHECKED_TEXT} Baunebenrechte lassen sich nicht ausschließen.`);
    expect(html).toContain(`<strong>${SITE_NOT_CHECKED_TEXT}</strong>`);
    // The side-law chapter cannot rule side laws out
    expect(html).toContain('Weitere Genehmigungen erforderlich');
    expect(html).not.toContain('Keine weiteren Genehmigungen erkennbar');
    expect(html).not.toMatch(/keine Baunebenrechte gefunden|keine Schutzgebiete/);
  });

  it('lists per area kind betroffen, nicht betroffen or keine Daten with the source, and names what could not be checked', () => {
    // Prepare: the flood service did not answer, no service is configured for drinking water
    const notChecked: Answers = {
      ...answers,
      karte: { site: { lon: 11.4003, lat: 48.3002 }, side_laws: [], unchecked: ['Überschwemmung', 'Trinkwasser'] },
    };
    const model: SummaryModel = {
      ...summaryModel(),
      answers: notChecked,
      evaluation: evaluate(FIXTURE_CHECK, notChecked),
      areas: [],
      coverage: [
        {
          kind: 'Denkmalschutz',
          state: 'nicht betroffen',
          reason: null,
          source: { service: 'Denkmal-Atlas (BLfD)', land: 'Bayern', as_of: '2026-03-01' },
        },
        {
          kind: 'Überschwemmung',
          state: 'keine Daten',
          reason: 'keine Antwort',
          source: { service: 'Überschwemmungsgebiete (LfU)', land: 'Bayern', as_of: null },
        },
        { kind: 'Trinkwasser', state: 'keine Daten', reason: 'nicht konfiguriert', source: null },
      ],
    };

    // Act
    const html = flat(summaryDocument(model).body);

    // Assess
    expect(html).toContain('<th scope="row">Denkmalschutz</th> <td> <strong>nichts gefunden</strong>');
    expect(html).toContain('Denkmal-Atlas (BLfD), Bayern, Stand 01.03.2026');
    expect(html).toContain(
      'Überschwemmungsgebiete konnten nicht geprüft werden. Der zuständige Geodienst hat nicht rechtzeitig geantwortet.',
    );
    expect(html).toContain('Überschwemmungsgebiete (LfU), Bayern');
    expect(html).toContain(
      'Trinkwasserschutzgebiete konnten nicht geprüft werden. Für diesen Ort ist kein Geodienst eingerichtet.',
    );
    expect(html).toContain(
      'Nicht geprüft werden konnten: <strong>Überschwemmungsgebiete, Trinkwasserschutzgebiete</strong>',
    );
    // Not checked is never "nothing found", and the side-law chapter cannot rule side laws out
    expect(html).not.toMatch(/keine Baunebenrechte gefunden|keine Schutzgebiete/);
    expect(html).toContain('Weitere Genehmigungen erforderlich');
  });

  it('escapes what the resident typed and sanitises editor HTML again', () => {
    const { body: html } = summaryDocument(summaryModel());
    expect(html).toContain('Marktplatz 3 &lt;b&gt;&quot;Genehmigt!&quot;&lt;/b&gt;');
    expect(html).not.toContain('<b>"Genehmigt!"</b>');
    expect(html).not.toMatch(/<script|tracker\.example|<img/);
    expect(html).toContain('Örtlicher Hinweis');
  });

  it('offers the application portal as the next step when the project needs a permit, and only then', () => {
    // Prepare: the unit names a portal; a volume above the limit needs a permit
    const portal = 'https://www.bayernportal.de/digitaler-bauantrag';
    const withPortal = (volume: number): SummaryModel => {
      const model = summaryModel();
      const given: Answers = { ...answers, volumen: { value: volume } };
      return {
        ...model,
        quickCheck: { ...model.quickCheck, links: { ...model.quickCheck.links, 'Antragsportal-Link': portal } },
        answers: given,
        evaluation: evaluate(FIXTURE_CHECK, given),
      };
    };

    // Act
    const permit = flat(summaryDocument(withPortal(80)).body);
    const free = flat(summaryDocument(withPortal(70)).body);

    // Assess: the next step with the portal, not among the local regulations; none without a permit
    expect(permit).toContain('Baugenehmigung erforderlich');
    expect(permit).toContain(`<strong>Bauantrag online stellen:</strong> <a href="${portal}">${portal}</a>`);
    expect(permit.match(new RegExp(portal.replace(/[./]/g, '\\$&'), 'g'))).toHaveLength(2);
    expect(free).not.toContain('Bauantrag online stellen');
    expect(free).not.toContain(portal);
  });

  it('says per chapter why, with the legal basis, and the value that would have been permit-free', () => {
    // Prepare: 80 m³ without a living room, above the 75 m³ limit, at a site without side laws or in a monument area
    const withVolume = (sideLaws: SideLaw[]): SummaryModel => {
      const site = { lon: 11.4003, lat: 48.3002 };
      const given: Answers = { ...answers, volumen: { value: 80 }, karte: { site, side_laws: sideLaws } };
      return { ...summaryModel(), answers: given, evaluation: evaluate(FIXTURE_CHECK, given) };
    };

    // Act
    const permit = flat(summaryDocument(withVolume([])).body);
    const permitInMonumentArea = flat(summaryDocument(withVolume(['Denkmalschutz'])).body);
    const free = flat(summaryDocument(summaryModel()).body);

    // Assess: the variant sentence (for the whole project only when the whole project would be
    // permit-free) and the deciding answer; at 74.5 m³ no variant for the Baurecht chapter
    expect(permit).toContain(
      '<strong>Mit höchstens 75\u00a0m³ statt 80\u00a0m³ Rauminhalt wäre das Gartenhaus verfahrensfrei.</strong>',
    );
    expect(permitInMonumentArea).toContain(
      'Mit höchstens 75\u00a0m³ statt 80\u00a0m³ Rauminhalt wäre das Ergebnis dieses Kapitels „Verfahrensfrei“ (Einstufung: kein Hindernis erkannt).',
    );
    expect(permit).toContain('<strong>Warum?</strong> Entscheidend war:');
    expect(permit).toContain('<li>Rauminhalt 80\u00a0m³ – mehr als die Grenze von 75\u00a0m³.</li>');
    expect(permit).toContain(`Rechtsgrundlage: ${FIXTURE_QUICK_CHECK.legal_basis}`);
    expect(free).not.toContain('statt 74,5');
    expect(free).toContain('<li>Rauminhalt 74,5\u00a0m³ – innerhalb der Grenze von 75\u00a0m³.</li>');
  });

  it('cites a side-law chapter\'s own legal basis in its "Warum?", never the check\'s building-law article', () => {
    // Prepare: the fixture's Baunebenrecht chapter without and with a legal basis of its own
    const citing = (sideLawBasis?: string): SummaryModel => {
      const slides = FIXTURE_CHECK.slides.map((slide) =>
        slide.id === 'k-neben' && sideLawBasis
          ? { ...slide, attributes: { ...slide.attributes, Rechtsgrundlage: sideLawBasis } }
          : slide,
      );
      const definition = { ...FIXTURE_CHECK, slides };
      return { ...summaryModel(), quickCheck: { ...FIXTURE_QUICK_CHECK, definition } };
    };

    // Act
    const without = flat(summaryDocument(citing()).body);
    const own = flat(summaryDocument(citing('Art. 6 BayDSchG, § 78 WHG')).body);

    // Assess: both chapters explain themselves; the check's article is cited once, by the Baurecht chapter
    const checkBasis = `Rechtsgrundlage: ${FIXTURE_QUICK_CHECK.legal_basis}`;
    for (const body of [without, own]) {
      expect(body.match(/<strong>Warum\?<\/strong>/g)).toHaveLength(2);
      expect(body.split(checkBasis)).toHaveLength(2);
    }
    expect(without).not.toContain('BayDSchG');
    expect(own).toContain('Rechtsgrundlage: Art. 6 BayDSchG, § 78 WHG');
  });
});

const checkRecord: CheckRecord = {
  id: 'check-1',
  group: 'gartenhaus',
  type: 'Standard',
  title: 'Gartenhaus (Bayern)',
  land_id: 'unit-bayern',
  owner_unit_id: null,
  source_check_id: null,
  legal_basis: 'Art. 57 BayBO',
  as_of: '2026-03-01',
  latest_version: 3,
  content_revision: 7,
  land_associated: true,
  associated_gemeinden: 0,
  deleted_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-03-02T10:00:00.000Z',
  version: 4,
};

/** The fixture check documented as its current version 3. */
const versionThree: DocumentationModel = {
  productTitle: 'BauCheck',
  createdAt: new Date('2026-05-12T12:03:00Z'),
  check: checkRecord,
  landName: 'Bayern',
  ownerName: null,
  title: checkRecord.title,
  legalBasis: checkRecord.legal_basis,
  asOf: checkRecord.as_of,
  definition: FIXTURE_CHECK,
  edition: { kind: 'version', version: 3, publishedAt: '2026-03-02T10:00:00.000Z', latest: 3 },
  problems: [],
  changes: null,
};

describe('documentationDocument', () => {
  it('lists every slide in order with its type, responses with jump targets and the outcomes they set', () => {
    const { body: markup } = documentationDocument(versionThree);
    const html = flat(markup);
    let position = 0;
    for (const slide of FIXTURE_CHECK.slides) {
      const found = html.indexOf(slide.attributes.Frage ?? '', position);
      expect(found, slide.id).toBeGreaterThan(position);
      position = found;
    }
    expect(html).toContain('Folie 5 „Zwischenergebnis“');
    expect(html).toContain('„Baugenehmigung erforderlich“ (Kapitel Baurecht)');
    expect(html).toContain('Rauminhalt in m³, Grenzwert 75\u00a0m³');
    expect(html).toContain('Rang 1 · Baugenehmigung erforderlich');
    expect(html).toContain('Version 3, veröffentlicht am 2. März 2026, 11:00\u00a0Uhr (aktuell veröffentlicht)');
  });

  it("names a slide's texts as the editor's fields do, a chapter's legal basis included", () => {
    const slides = FIXTURE_CHECK.slides.map((slide) =>
      slide.id === 'k-neben'
        ? { ...slide, attributes: { ...slide.attributes, Rechtsgrundlage: 'Art. 6 BayDSchG' } }
        : slide,
    );
    const html = flat(documentationDocument({ ...versionThree, definition: { ...FIXTURE_CHECK, slides } }).body);
    expect(html).toMatch(/<dt>Rechtsgrundlage des Kapitels<\/dt>\s*<dd>Art\. 6 BayDSchG<\/dd>/);
  });

  it('lists the problems that stop a draft from being published', () => {
    const broken = {
      ...FIXTURE_CHECK,
      outcomes: FIXTURE_CHECK.outcomes.filter((outcome) => outcome.chapter_id !== 'k-neben'),
    };
    const problems = validateCheck(broken);
    expect(problems.length).toBeGreaterThan(0);
    const { body: html } = documentationDocument({
      ...versionThree,
      definition: broken,
      edition: { kind: 'draft', revision: 7, updatedAt: checkRecord.updated_at },
      problems,
    });
    expect(html).toContain('Der Entwurf kann so nicht veröffentlicht werden');
    for (const problem of problems) expect(html).toContain(problem.message.replace(/"/g, '&quot;'));
  });

  it('appends the changes since the previous version under their headings, and says when there are none', () => {
    const model = versionThree;
    const older = JSON.parse(JSON.stringify(FIXTURE_CHECK)) as typeof FIXTURE_CHECK;
    const measured = older.slides.find((slide) => slide.attributes.Messwert);
    if (measured) measured.attributes.Messwert = '40';
    const list = diffChecks(
      { title: model.title, legal_basis: model.legalBasis, as_of: model.asOf, definition: older },
      { title: model.title, legal_basis: model.legalBasis, as_of: model.asOf, definition: FIXTURE_CHECK },
    );
    const html = flat(documentationDocument({ ...model, changes: { since: 2, list } }).body);
    expect(html).toContain('<h2>Änderungen gegenüber Version 2</h2>');
    expect(html).toContain('<h3>Folien und Antworten</h3>');
    expect(html).toMatch(/Grenzwert 40\sm³ → 75\sm³\./);
    const unchanged = flat(documentationDocument({ ...model, changes: { since: 2, list: [] } }).body);
    expect(unchanged).toContain('Keine Änderungen: Der Inhalt gleicht Version 2.');
    expect(flat(documentationDocument({ ...model, changes: null }).body)).not.toContain('Änderungen gegenüber');
  });
});
