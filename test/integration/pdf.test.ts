import { beforeAll, describe, expect, it } from 'vitest';
import type { QuickCheck } from '@baucheck/shared/checks';
import { evaluate } from '@baucheck/shared/engine/evaluate';
import { SIDE_LAWS } from '@baucheck/shared/enums';
import { sharedResultSchema } from '@baucheck/shared/quick-check';
import { decodeResultFragment } from '@baucheck/shared/result-link';
import { DEMO_UNITS } from '../../functions/local/seed/reference-units.ts';
import { SEED_PRODUCTS } from '../../functions/local/seed/products.ts';
import {
  answersFor,
  gartenhausChoices,
  LINDENAU_GARTENSTRASSE,
  LINDENAU_MARKTPLATZ,
  summaryBody,
} from '../bench/pdf-requests.ts';
import { signedIn } from '../support/accounts.ts';
import { addSlide, createCheck, draftOf, expectJson, quickCheck } from '../support/checks.ts';
import { ApiSession } from '../support/http.ts';
import { pdfDrawnText, pdfInfo, pdfPageTexts, pdfQrCodes, pdfText } from '../support/pdf.ts';
import { chromiumChildrenOf, waitFor } from '../support/processes.ts';

/*
 * The PDF routes against the local stack with the real Chromium (@sparticuz/chromium): what a
 * resident's summary and a check's documentation say (read back with poppler), what the server
 * refuses, and how the browser behind them survives concurrency, a crash and a slow render.
 */

interface ReadPdf {
  /** All text, lines joined by single spaces (non-breaking spaces too). */
  text: string;
  title: string;
  language: string;
  tagged: boolean;
  pages: number;
  raw: string;
}

function readPdf(bytes: ArrayBuffer): ReadPdf {
  const data = new Uint8Array(bytes.slice(0));
  const raw = Buffer.from(data).toString('latin1');
  const info = pdfInfo(data);
  return {
    text: pdfText(data).replace(/[\s\u00a0]+/g, ' '),
    title: info.Title ?? '',
    // The document catalogue's /Lang entry (Chromium writes it uncompressed).
    language: /\/Lang\s*\((\w+)\)/.exec(raw)?.[1] ?? '',
    tagged: info.Tagged === 'yes',
    pages: Number(info.Pages),
    raw,
  };
}

const postSummary = (body: unknown, session = new ApiSession()) =>
  session.request('/api/export/summary/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function expectPdf(response: Response): Promise<ReadPdf & { response: Response }> {
  if (response.status !== 200) expect.fail(`${response.status}: ${await response.text()}`);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const bytes = await response.arrayBuffer();
  expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
  return { ...readPdf(bytes), response };
}

const slideIdOf = (check: QuickCheck, question: string): string =>
  check.definition.slides.find((slide) => (slide.attributes.Frage ?? '').startsWith(question))?.id ?? '';

describe('PDF summary for residents', () => {
  const resident = new ApiSession();
  let gartenhaus: QuickCheck;

  beforeAll(async () => {
    gartenhaus = await quickCheck(resident, DEMO_UNITS.lindenau, 'gartenhaus');
  });

  it('prints a garden house just below the Bavarian limit at the market square: answers, results, side laws, contacts, disclaimer', async () => {
    // Prepare: 74,5 m³ (the limit is 75 m³), on the demo monument ensemble of Markt Lindenau
    const body = summaryBody(gartenhaus, answersFor(gartenhaus, gartenhausChoices(74.5, LINDENAU_MARKTPLATZ)));

    // Act
    const pdf = await expectPdf(await postSummary(body, resident));

    // Assess: the download
    const disposition = pdf.response.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(
      /^attachment; filename="BauCheck-Gartenhaus-Markt-Lindenau-\d{4}-\d{2}-\d{2}\.pdf"; filename\*=UTF-8''BauCheck-Gartenhaus-Markt-Lindenau-\d{4}-\d{2}-\d{2}\.pdf$/,
    );
    expect(pdf.response.headers.get('x-document-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(pdf.response.headers.get('cache-control')).toBe('no-store');
    // A4, tagged, German, with a title and the app's own embedded font
    expect(pdf.title).toBe('BauCheck: Gartenhaus in Markt Lindenau – Ergebnis des Quick-Checks');
    expect(pdf.language).toBe('de');
    expect(pdf.tagged).toBe(true);
    expect(pdf.raw).toMatch(/\/MediaBox \[0 0 59[45]\.\d+ 841\.\d+\]/);
    expect(pdf.raw).toMatch(/\/BaseFont \/[A-Z]{6}\+SourceSans3/);
    // Only the app's font, the footer's included (no fallback font from the system)
    expect(pdf.raw.match(/\/BaseFont \/[^\s/]+/g)?.filter((font) => !/\+SourceSans3/.test(font)) ?? []).toEqual([]);
    expect(pdf.raw).toContain('/FontFile2');
    // The footer on every page: what the document is, and the page numbers
    for (let page = 1; page <= pdf.pages; page += 1)
      expect(pdf.text).toContain(`BauCheck · Gartenhaus · Markt Lindenau Seite ${page} von ${pdf.pages}`);
    expect(pdf.pages).toBeGreaterThanOrEqual(2);
    // What the resident answered, with the measurement in German format
    for (const expected of [
      'Ergebnis Ihres Quick-Checks',
      'Vorhaben Gartenhaus',
      'Gemeinde Markt Lindenau (Bayern)',
      'Soll das Gartenhaus einen Aufenthaltsraum, eine Toilette oder eine Feuerstätte (zum Beispiel einen Ofen) erhalten? Ihre Antwort: Nein',
      'Liegt Ihr Grundstück im Außenbereich, also außerhalb eines bebauten Ortsteils und ohne Bebauungsplan? Ihre Antwort: Nein',
      'Ihre Angabe: 74,5 m³ – das liegt innerhalb der Grenze von 75 m³.',
      'Marktplatz 3, 85999 Markt Lindenau',
      'Koordinaten: 48,30020° N, 11,40030° O',
      // Results per chapter and overall
      'KAPITEL BAURECHT Verfahrensfrei',
      'KAPITEL BAUNEBENRECHT Weitere Genehmigungen möglicherweise erforderlich',
      'GESAMTERGEBNIS Verfahrensfrei, aber weitere Genehmigungen möglicherweise erforderlich',
      'Maßgeblich ist das Kapitel „Baunebenrecht“ mit dem Ergebnis „Weitere Genehmigungen möglicherweise erforderlich“.',
      // The side law found at the site, with the unit's text and contact, and the local links
      'Denkmalschutz Am Standort: Ensemble Historischer Marktplatz Lindenau',
      'Der historische Marktplatz von Lindenau ist ein Ensemble',
      'Zuständig: Landratsamt Lindenau-Land, Untere Denkmalschutzbehörde, Tel. +49 8999 777-310',
      'Bebauungspläne: https://www.lindenau.example/bauen/bebauungsplaene',
      'Demo-Daten',
      // Legal basis, "Stand", authority, disclaimer and the way back
      'Rechtsgrundlage Art. 57 Abs. 1 Nr. 1 Buchst. a BayBO',
      'Stand 1. März 2026',
      'Behörde Bauamt Markt Lindenau',
      'E-Mail bauamt@lindenau.example',
      'Dieses Ergebnis ist eine unverbindliche Orientierung auf Grundlage Ihrer Angaben.',
      'begründet keinen Rechtsanspruch. Verbindlich entscheidet die zuständige Bauaufsichtsbehörde. Ihre erste Anlaufstelle: Bauamt Markt Lindenau.',
      `${resident.baseUrl}/home/lindenau`,
    ]) {
      expect(pdf.text, expected).toContain(expected);
    }
    expect(pdf.text).toMatch(
      /Erstellt am \d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}, \d{2}:\d{2} Uhr/,
    );
  });

  it('carries the result link as a QR code that reopens this result with the same answers', async () => {
    // Prepare: 74,5 m³ at the market square (a monument ensemble, found by the server)
    const answers = answersFor(gartenhaus, gartenhausChoices(74.5, LINDENAU_MARKTPLATZ));
    const body = summaryBody(gartenhaus, answers);

    // Act
    const response = await postSummary(body, resident);
    if (response.status !== 200) expect.fail(`${response.status}: ${await response.text()}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const codes = await pdfQrCodes(bytes);

    // Assess: one QR code, read from the printed page, is the result page's link with the result in its fragment
    expect(codes).toHaveLength(1);
    const link = codes[0] ?? '';
    const prefix = `${resident.baseUrl}/quick-check/result/${encodeURIComponent(gartenhaus.check_id)}#1.`;
    expect(link.startsWith(prefix), link).toBe(true);
    const shared = sharedResultSchema.parse(await decodeResultFragment(link.slice(link.indexOf('#'))));
    expect(shared).toMatchObject({
      check_id: gartenhaus.check_id,
      version: gartenhaus.version,
      reference_unit_id: DEMO_UNITS.lindenau,
      group: 'gartenhaus',
      product_id: null,
    });
    expect(Object.keys(shared.answers).sort()).toEqual(Object.keys(answers).sort());
    // The link carries the site alone, not the side law the server found there: whoever opens it looks
    // the site up again. Until then nothing at the site is excluded, which gives the PDF's result here.
    const karte = slideIdOf(gartenhaus, 'Wo soll das Gartenhaus stehen');
    const site = answers[karte];
    expect(shared.answers[karte]).toEqual({
      site: site && 'site' in site ? site.site : 'missing',
      side_laws: [],
      unchecked: [...SIDE_LAWS],
    });
    const evaluation = evaluate(gartenhaus.definition, shared.answers);
    expect(evaluation.side_laws).toEqual([]);
    expect(evaluation.overall).toBe('weitere_genehmigungen');
    // Caption and the link in print, for readers on screen
    const text = pdfDrawnText(bytes);
    expect(text).toContain('Ergebnis erneut öffnen');
    expect(text.replace(/\s+/g, '')).toContain(link);
  });

  it('looks the side laws up at the site itself and ignores those the client claims', async () => {
    // Prepare: just above the limit, in a garden without protected areas, claiming two side laws
    const answers = answersFor(gartenhaus, gartenhausChoices(75.5, LINDENAU_GARTENSTRASSE));
    answers[slideIdOf(gartenhaus, 'Wo soll das Gartenhaus stehen')] = {
      site: LINDENAU_GARTENSTRASSE,
      side_laws: ['Naturschutz', 'Trinkwasser'],
    };

    // Act
    const pdf = await expectPdf(await postSummary(summaryBody(gartenhaus, answers)));

    // Assess
    expect(pdf.text).toContain('Ihre Angabe: 75,5 m³ – das überschreitet die Grenze von 75 m³.');
    expect(pdf.text).toContain('GESAMTERGEBNIS Baugenehmigung erforderlich');
    expect(pdf.text).toContain('KAPITEL BAUNEBENRECHT Keine weiteren Genehmigungen erkennbar');
    expect(pdf.text).toContain('An dem angegebenen Standort wurden keine Schutzgebiete und keine Denkmäler gefunden.');
    // Both kinds were checked there and found clear; nothing of what the client claimed is shown as found
    expect(pdf.text).toMatch(/Naturschutz\s+nichts gefunden/);
    expect(pdf.text).toMatch(/Trinkwasserschutz\s+nichts gefunden/);
    expect(pdf.text).not.toMatch(/gefunden: .*(Naturschutz|Trinkwasser)/);
  });

  it('counts a monument a few metres beside the marker as at the site, as the result page does', async () => {
    // Prepare: the marker about 9 m north of the market-square ensemble (its edge at 48.30100° N)
    const beside = { label: 'Marktplatz 10, 85999 Markt Lindenau', lon: 11.4, lat: 48.30108 };
    const answers = answersFor(gartenhaus, gartenhausChoices(30, beside));

    // Act
    const pdf = await expectPdf(await postSummary(summaryBody(gartenhaus, answers)));

    // Assess
    expect(pdf.text).toMatch(/Denkmalschutz\s+betroffen/);
    expect(pdf.text).toContain('Ensemble Historischer Marktplatz Lindenau');
  });

  it('names the product, shows the municipality`s local note and says when the map was skipped', async () => {
    // Prepare: Markt Lindenau's own carport check with the demo partner's carport
    const admin = await signedIn('admin@baucheck.test');
    const { items: products } = await expectJson<{ items: Array<{ id: string; name: string }> }>(
      await admin.request('/api/products/?check_group=carport_garage'),
      200,
    );
    const carportProduct = products.find((product) => product.name === SEED_PRODUCTS[1]?.name);
    expect(carportProduct).toBeDefined();
    const carport = await quickCheck(resident, DEMO_UNITS.lindenau, 'carport_garage');
    const answers = answersFor(carport, {
      'Liegt Ihr Grundstück im Außenbereich': 'nein',
      'Wie groß ist die Grundfläche': 30,
      'Soll der Carport oder die Garage direkt an der Grundstücksgrenze': 'nein',
      'Wo soll der Carport oder die Garage stehen': { site: null },
      'Gibt es für Ihr Grundstück einen Bebauungsplan': 'ja',
    });

    // Act
    const pdf = await expectPdf(await postSummary(summaryBody(carport, answers, carportProduct?.id)));

    // Assess
    expect(pdf.response.headers.get('content-disposition')).toContain(
      'filename="BauCheck-Carport-Garage-Markt-Lindenau-',
    );
    expect(pdf.text).toContain('Vorhaben Carport / Garage');
    expect(pdf.text).toContain(`Produkt ${SEED_PRODUCTS[1]?.name} (Sonnendach Solartechnik GmbH (Demo))`);
    expect(pdf.text).toContain('Ihre Angabe: 30 m² – das liegt innerhalb der Grenze von 50 m².');
    expect(pdf.text).toContain(
      'Hinweis Ihrer Gemeinde: In Lindenau regelt die Stellplatz- und Garagensatzung zusätzlich Dachform und Farbe von Garagen an der Grenze.',
    );
    expect(pdf.text).toContain('Kein Standort angegeben (Karte übersprungen).');
    expect(pdf.text).toContain('Standort nicht angegeben – Schutzgebiete wurden nicht geprüft.');
    expect(pdf.text).toContain('GESAMTERGEBNIS Verfahrensfrei, aber weitere Genehmigungen möglicherweise erforderlich');
  });

  /** The summary of a carport in the Außenbereich with Bayern's own check, map skipped. */
  const bavarianCarportInAussenbereich = async () => {
    const carport = await quickCheck(resident, DEMO_UNITS.bayern, 'carport_garage');
    const answers = answersFor(carport, {
      'Liegt Ihr Grundstück im Außenbereich': 'ja',
      'Wo soll der Carport oder die Garage stehen': { site: null },
      'Gibt es für Ihr Grundstück einen Bebauungsplan': 'nein',
    });
    return expectPdf(await postSummary(summaryBody(carport, answers)));
  };

  it('gives the Außenbereich as the reason when the Außenbereich answer decides, not the floor area never asked', async () => {
    // Prepare + Act: Bayern's carport check, plot in the Außenbereich (the check jumps past the floor area)
    const pdf = await bavarianCarportInAussenbereich();

    // Assess
    expect(pdf.text).toContain('KAPITEL BAURECHT Baugenehmigung erforderlich');
    expect(pdf.text).toContain('Im Außenbereich ist eine Garage oder ein Carport nicht verfahrensfrei');
    expect(pdf.text).not.toContain('Grundfläche ist nicht verfahrensfrei');
  });

  it('names a Land as Bundesland and never puts an office name where German needs an article', async () => {
    // Prepare + Act: Bayern's own check (the resident chose the Land, not a Gemeinde)
    const pdf = await bavarianCarportInAussenbereich();

    // Assess
    expect(pdf.text).toContain('Vorhaben Carport / Garage Bundesland Bayern');
    expect(pdf.text).not.toContain('Gemeinde Bayern');
    expect(pdf.text).toContain(
      'Ihre erste Anlaufstelle: Untere Bauaufsichtsbehörde Ihres Landratsamts oder Ihrer kreisfreien Stadt.',
    );
    expect(pdf.text).not.toMatch(/(ist|an) (Untere|Bauamt|Baurechtsamt|Bauverwaltung)\b/);
  });

  it('reads consistently for a site outside every area with a development plan', async () => {
    // Prepare: below the limit, outside every demo area, but "Ja" to the development-plan question
    const answers = answersFor(gartenhaus, {
      ...gartenhausChoices(30, LINDENAU_GARTENSTRASSE),
      'Gibt es für Ihr Grundstück einen Bebauungsplan': 'ja',
    });

    // Act
    const pdf = await expectPdf(await postSummary(summaryBody(gartenhaus, answers)));

    // Assess: "may apply" fits both the plan and the site where nothing was found
    expect(pdf.text).toContain(
      'KAPITEL BAUNEBENRECHT Weitere Genehmigungen möglicherweise erforderlich Einstufung: weitere Erlaubnis möglich',
    );
    expect(pdf.text).toContain('ein Bebauungsplan oder eine Gestaltungssatzung');
    expect(pdf.text).toContain('An dem angegebenen Standort wurden keine Schutzgebiete und keine Denkmäler gefunden.');
    expect(pdf.text).not.toContain('An Ihrem Standort gelten Baunebenrechte');
  });

  it('cannot rule side laws out without a site: the side-law chapter says so, never "keine"', async () => {
    // Prepare: a garden house below the limit, map skipped, no development plan
    const answers = answersFor(gartenhaus, gartenhausChoices(30, null));

    // Act
    const pdf = await expectPdf(await postSummary(summaryBody(gartenhaus, answers)));

    // Assess: the conservative side-law outcome, and the section and the answer say the site was not checked
    expect(pdf.text).toContain('KAPITEL BAURECHT Verfahrensfrei Einstufung: kein Hindernis erkannt');
    expect(pdf.text).toContain(
      'KAPITEL BAUNEBENRECHT Weitere Genehmigungen möglicherweise erforderlich Einstufung: weitere Erlaubnis möglich',
    );
    expect(pdf.text).toContain('An Ihrem Standort können Baunebenrechte oder örtliche Vorschriften gelten');
    expect(pdf.text).toContain('GESAMTERGEBNIS Verfahrensfrei, aber weitere Genehmigungen möglicherweise erforderlich');
    expect(pdf.text).toContain(
      'Baunebenrechte an Ihrem Standort Standort nicht angegeben – Schutzgebiete wurden nicht geprüft. Baunebenrechte lassen sich nicht ausschließen.',
    );
    expect(pdf.text).toContain(
      'Baunebenrechte und örtliche Vorschriften Standort nicht angegeben – Schutzgebiete wurden nicht geprüft.',
    );
    expect(pdf.text).not.toMatch(
      /Keine weiteren Genehmigungen erkennbar|keine Baunebenrechte gefunden|keine Schutzgebiete/,
    );
  });

  it('refuses a tampered or outdated body: unknown answer, answer off the path, unfinished check, wrong version or check', async () => {
    // Prepare
    const valid = summaryBody(gartenhaus, answersFor(gartenhaus, gartenhausChoices(74.5, LINDENAU_MARKTPLATZ)));
    const lounge = slideIdOf(gartenhaus, 'Soll das Gartenhaus einen Aufenthaltsraum');
    const volume = slideIdOf(gartenhaus, 'Wie groß ist der Brutto-Rauminhalt');
    const yes = gartenhaus.definition.slides
      .find((slide) => slide.id === lounge)
      ?.responses.find((response) => response.answer === 'ja')?.id as string;
    const tannbach = await quickCheck(resident, DEMO_UNITS.tannbach, 'gartenhaus');
    type Detail = { detail: Array<{ loc: string[]; msg: string; type: string }> };

    // Act and assess: an answer id the slide does not offer
    const unknown = await expectJson<Detail>(
      await postSummary({ ...valid, answers: { ...valid.answers, [lounge]: { response_id: 'erfunden' } } }),
      422,
    );
    expect(unknown.detail[0]).toEqual({
      loc: ['body', 'answers', lounge],
      msg: 'Diese Antwort gibt es auf dieser Folie nicht.',
      type: 'unknown_response',
    });
    // "Ja" to the lounge question jumps past the volume question: its answer is off the path
    const offPath = await expectJson<Detail>(
      await postSummary({ ...valid, answers: { ...valid.answers, [lounge]: { response_id: yes } } }),
      422,
    );
    expect(offPath.detail).toContainEqual(
      expect.objectContaining({ loc: ['body', 'answers', volume], type: 'not_on_path' }),
    );
    // Unfinished
    const unfinished = await expectJson<Detail>(
      await postSummary({ ...valid, answers: { [lounge]: valid.answers[lounge] } }),
      422,
    );
    expect(unfinished.detail[0]?.type).toBe('incomplete');
    expect(unfinished.detail[0]?.msg).toMatch(
      /^Der Check ist noch nicht abgeschlossen: „.+“ ist noch unbeantwortet\.$/,
    );
    // An older or newer version, or another unit's check
    for (const outdated of [
      { ...valid, version: gartenhaus.version + 1 },
      { ...valid, check_id: tannbach.check_id },
    ]) {
      const conflict = await expectJson<{ detail: string }>(await postSummary(outdated), 409);
      expect(conflict.detail).toMatch(/^Der Check wurde inzwischen aktualisiert\./);
    }
    // Bad bodies
    expect((await postSummary({ ...valid, version: 'eins' })).status).toBe(422);
    expect((await postSummary({ ...valid, answers: { [lounge]: { value: -1 } } })).status).toBe(422);
    // A measured value of 0 (or less) is refused by the schema, before the engine could take it as within every limit
    for (const value of [0, -5]) {
      const notPositive = await expectJson<Detail>(
        await postSummary({ ...valid, answers: { ...valid.answers, [volume]: { value } } }),
        422,
      );
      expect(notPositive.detail).toContainEqual(
        expect.objectContaining({
          loc: ['body', 'answers', volume, 'value'],
          msg: 'Bitte geben Sie einen Wert größer als 0 ein.',
        }),
      );
    }
    expect((await postSummary({ ...valid, group: 'schwimmbad' })).status).toBe(422);
    const malformed = await resident.request('/api/export/summary/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"answers": ',
    });
    expect(malformed.status).toBe(422);
    // A product of another project type, and unknown things
    const { items: products } = await expectJson<{ items: Array<{ id: string; check_group: string }> }>(
      await (await signedIn('admin@baucheck.test')).request('/api/products/?check_group=carport_garage'),
      200,
    );
    const otherGroup = await expectJson<Detail>(await postSummary({ ...valid, product_id: products[0]?.id }), 422);
    expect(otherGroup.detail[0]?.loc).toEqual(['body', 'product_id']);
    expect((await postSummary({ ...valid, product_id: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    const noUnit = await expectJson<{ detail: string }>(
      await postSummary({ ...valid, reference_unit_id: 'unit-atlantis' }),
      404,
    );
    expect(noUnit.detail).toBe('Die Bezugseinheit existiert nicht');
  });

  it('answers every one of eight simultaneous requests with its own PDF', async () => {
    // Prepare
    const volumes = [10, 20, 30, 40, 50, 60, 70, 74];
    // Act
    const responses = await Promise.all(
      volumes.map((volume) =>
        postSummary(summaryBody(gartenhaus, answersFor(gartenhaus, gartenhausChoices(volume, LINDENAU_MARKTPLATZ)))),
      ),
    );
    // Assess
    const pdfs = await Promise.all(responses.map(expectPdf));
    pdfs.forEach((pdf, index) => expect(pdf.text).toContain(`Ihre Angabe: ${volumes[index]} m³`));
    expect(new Set(pdfs.map((pdf) => pdf.response.headers.get('x-document-id'))).size).toBe(volumes.length);
  });

  it('launches a new browser when the running one was killed', async () => {
    // Prepare: make sure the stack's browsers run (one per warm environment of the PDF function), then
    // find them among the stack process's children
    const body = summaryBody(gartenhaus, answersFor(gartenhaus, gartenhausChoices(50, LINDENAU_MARKTPLATZ)));
    await expectPdf(await postSummary(body));
    const before = chromiumChildrenOf(process.ppid);
    expect(before.length, 'the local stack runs in the vitest main process and launched Chromium').toBeGreaterThan(0);

    // Act: kill them the hard way, then ask for another PDF
    for (const pid of before) process.kill(pid, 'SIGKILL');
    await waitFor(() => chromiumChildrenOf(process.ppid).length === 0);
    const pdf = await expectPdf(await postSummary(body));

    // Assess
    expect(pdf.text).toContain('Ihre Angabe: 50 m³');
    const after = chromiumChildrenOf(process.ppid);
    expect(after).toHaveLength(1);
    expect(before).not.toContain(after[0]);
  });
});

describe('the renderer itself (in this test process)', () => {
  it('answers a render that takes too long with 503 and a German text, and renders normally afterwards', async () => {
    // Prepare: a document far too long for a 50 ms limit
    const { renderPdf, RENDER_TIMEOUT_TEXT } = await import('../../functions/src/services/pdf/render.ts');
    const { pdfDocument } = await import('../../functions/src/services/pdf/layout.ts');
    const { html } = await import('../../functions/src/services/pdf/html.ts');
    const paragraphs = Array.from(
      { length: 4000 },
      (_, index) => html`<p>Absatz ${index}: Größe, Maße und Fußweg.</p>`,
    );
    const long = pdfDocument({ title: 'Lang', body: html`${paragraphs}`, footer: 'Test' });
    const short = pdfDocument({ title: 'Kurz', body: html`<p>Grüße aus Lindenau</p>`, footer: 'Test' });
    await renderPdf(short); // launches the browser outside the measured call

    // Act
    const slow = await renderPdf(long, { timeoutMs: 50 }).catch((error: unknown) => error);

    // Assess
    expect(slow).toMatchObject({ statusCode: 503, detail: RENDER_TIMEOUT_TEXT, headers: { 'Retry-After': '10' } });
    expect(RENDER_TIMEOUT_TEXT).toMatch(/^Die PDF-Datei konnte gerade nicht rechtzeitig erstellt werden\./);
    const next = readPdf((await renderPdf(short)).slice().buffer);
    expect(next.text).toContain('Grüße aus Lindenau');
  });

  it('survives its browser being killed in the middle of a render', async () => {
    // Prepare
    const { renderPdf } = await import('../../functions/src/services/pdf/render.ts');
    const { sharedBrowser, closeBrowser } = await import('../../functions/src/services/pdf/browser.ts');
    const { pdfDocument } = await import('../../functions/src/services/pdf/layout.ts');
    const { html } = await import('../../functions/src/services/pdf/html.ts');
    const document = pdfDocument({ title: 'Test', body: html`<p>Überschwemmungsgebiet „Lindach“</p>`, footer: 'Test' });
    const first = (await sharedBrowser()).process()?.pid as number;

    // Act: start a render and kill the browser while it runs
    const rendering = renderPdf(document);
    process.kill(first, 'SIGKILL');
    const pdf = readPdf((await rendering).slice().buffer);

    // Assess
    expect(pdf.text).toContain('Überschwemmungsgebiet „Lindach“');
    expect((await sharedBrowser()).process()?.pid).not.toBe(first);
    await closeBrowser();
  });
});

describe('the print frame (rendered in this test process)', () => {
  it('prints each document in the reused frame with its own title, footer and text, nothing of the one before', async () => {
    // Prepare: two documents; the second names places in Latin Extended letters, which are in font
    // files of their own that the first document never used
    const { renderPdf } = await import('../../functions/src/services/pdf/render.ts');
    const { pdfDocument } = await import('../../functions/src/services/pdf/layout.ts');
    const { html } = await import('../../functions/src/services/pdf/html.ts');
    const first = pdfDocument({
      title: 'Erstes Dokument',
      body: html`<h1>Gartenhaus in Lindenau</h1>
        <p>Nur im ersten Dokument: <strong>Verfahrensfrei</strong>.</p>`,
      footer: 'BauCheck · Erster Fuß',
    });
    const second = pdfDocument({
      title: 'Zweites Dokument: Łódź',
      body: html`<h1>Carport in Świnoujście</h1>
        <p>Partnergemeinden: Łódź, Šibenik, Győr. <em>Kursiv</em> und <strong>fett</strong>.</p>`,
      footer: 'BauCheck · Zweiter Fuß · Łódź',
    });

    // Act: in turn, as one container's warm renders are
    const printed = [];
    for (const document of [first, second, first]) printed.push(readPdf((await renderPdf(document)).slice().buffer));

    // Assess: every PDF has only its own document's title, body and footer
    const [a, b, again] = printed as [ReadPdf, ReadPdf, ReadPdf];
    expect(a.title).toBe('Erstes Dokument');
    expect(a.text).toContain('Nur im ersten Dokument: Verfahrensfrei.');
    expect(a.text).toContain('BauCheck · Erster Fuß');
    expect(b.title).toBe('Zweites Dokument: Łódź');
    expect(b.text).toContain('Carport in Świnoujście');
    expect(b.text).toContain('Partnergemeinden: Łódź, Šibenik, Győr. Kursiv und fett.');
    expect(b.text).toContain('BauCheck · Zweiter Fuß · Łódź');
    expect(b.text).not.toMatch(/Lindenau|ersten|Erster/);
    expect(again).toMatchObject({ title: a.title, text: a.text, language: 'de', tagged: true });
    // All in the app's font, Latin Extended letters and italics included
    for (const pdf of printed) {
      expect(pdf.raw.match(/\/BaseFont \/[^\s/]+/g)?.filter((font) => !/\+SourceSans3/.test(font)) ?? []).toEqual([]);
    }
    // Regular, italic, 600 (strong) and 700 (the heading), each named once per subset it prints from
    const faces = (pdf: ReadPdf) => new Set(pdf.raw.match(/\/BaseFont \/[A-Z]{6}\+SourceSans3[^\s/]*/g)).size;
    expect(faces(b)).toBeGreaterThanOrEqual(4);
  });

  it('prints on a new page when a kept page lost its frame, instead of failing the request', async () => {
    // Prepare: one render keeps its page; then something breaks that page's frame
    const { renderPdf } = await import('../../functions/src/services/pdf/render.ts');
    const { sharedBrowser } = await import('../../functions/src/services/pdf/browser.ts');
    const { PAGE_STYLES_ID, pdfDocument } = await import('../../functions/src/services/pdf/layout.ts');
    const { html } = await import('../../functions/src/services/pdf/html.ts');
    const document = pdfDocument({ title: 'Nach dem Fehler', body: html`<p>Wieder da.</p>`, footer: 'BauCheck' });
    await renderPdf(document);
    const kept = (await (await sharedBrowser()).pages()).filter((page) => page.url().endsWith('/print.html'));
    expect(kept.length).toBeGreaterThan(0);
    for (const page of kept) await page.evaluate((id) => window.document.getElementById(id)?.remove(), PAGE_STYLES_ID);

    // Act
    const pdf = readPdf((await renderPdf(document)).slice().buffer);

    // Assess: the PDF came out whole, and the broken page is no longer kept
    expect(pdf).toMatchObject({ title: 'Nach dem Fehler', tagged: true });
    expect(pdf.text).toContain('Wieder da.');
    for (const page of kept) expect(page.isClosed()).toBe(true);
  });
});

describe('page breaks of the summary (rendered in this test process)', () => {
  it('never splits the contact table or leaves a heading alone at the foot of a page, wherever the page ends', async () => {
    // Prepare: the summary with a side-law text that grows line by line, so that every block of the
    // second half of the document meets the end of page 1 in one of the renders
    const { renderPdf } = await import('../../functions/src/services/pdf/render.ts');
    const { summaryDocument } = await import('../../functions/src/services/pdf/summary-template.ts');
    const { FIXTURE_CHECK, FIXTURE_QUICK_CHECK } = await import('../../functions/src/services/pdf/test-fixtures.ts');
    const answers = {
      aufenthalt: { response_id: 'aufenthalt-nein' },
      volumen: { value: 74.5 },
      karte: { site: { lon: 11.4003, lat: 48.3002, label: 'Marktplatz 3' }, side_laws: ['Denkmalschutz' as const] },
    };
    const line =
      'Jede Änderung im Ensemble braucht eine denkmalrechtliche Erlaubnis der Unteren Denkmalschutzbehörde. ';
    const summaryWith = (lines: number) =>
      summaryDocument({
        productTitle: 'BauCheck',
        createdAt: new Date('2026-05-12T12:03:00Z'),
        quickCheck: {
          ...FIXTURE_QUICK_CHECK,
          side_laws: {
            Denkmalschutz: { text: line.repeat(lines), contact: 'Untere Denkmalschutzbehörde, Tel. +49 8999 777-310' },
          },
          links: {
            'Bebauungsplan-Link': 'https://www.lindenau.example/bebauungsplaene',
            'Gestaltungssatzung-Link': 'https://www.lindenau.example/gestaltungssatzung',
          },
        },
        product: null,
        evaluation: evaluate(FIXTURE_CHECK, answers),
        answers,
        areas: [{ kind: 'Denkmalschutz', name: 'Ensemble Historischer Marktplatz', distance_m: 0 }],
        coverage: [{ kind: 'Denkmalschutz' as const, state: 'betroffen' as const, reason: null, source: null }],
        demoGeodata: true,
        checkUrl: 'https://baucheck.example/home/lindenau',
        resultUrl: 'https://baucheck.example/quick-check/result/gartenhaus#1.abc',
      });
    /** Each heading with the first line that must stay with it. */
    const together: Array<[string, string]> = [
      ['Ihre Ansprechstelle', 'Behörde Bauamt Markt Lindenau'],
      ['Ihre Ansprechstelle', 'Website https://www.lindenau.example'],
      ['Örtliche Vorschriften Ihrer Gemeinde', 'https://www.lindenau.example/bebauungsplaene'],
      ['Baunebenrechte und örtliche Vorschriften', 'Geprüft am Standort'],
      ['Geprüft am Standort', 'Denkmalschutz betroffen'],
      ['Ihre Angaben', 'Soll es einen Aufenthaltsraum geben?'],
    ];
    const pageOf = (pages: string[], text: string) => pages.findIndex((page) => page.includes(text));

    // Act + Assess
    const splits = new Set<number>();
    for (let lines = 0; lines <= 60; lines += 1) {
      const pages = pdfPageTexts(await renderPdf(summaryWith(lines)));
      for (const [heading, first] of together) {
        expect(pageOf(pages, heading), `"${heading}" with ${lines} lines`).toBeGreaterThanOrEqual(0);
        expect(pageOf(pages, first), `"${first}" after "${heading}" with ${lines} lines`).toBe(pageOf(pages, heading));
      }
      splits.add(pageOf(pages, 'Ihre Ansprechstelle'));
    }
    // The sweep did move the contact table across the end of a page
    expect(splits.size).toBeGreaterThan(1);
  });
});

describe('check documentation for staff', () => {
  const documentationOf = (session: ApiSession, checkId: string, version: string | number) =>
    session.request(`/api/checks/${checkId}/versions/${version}/documentation/`);

  it('lists every slide of the draft with its responses and outcomes, and that it would publish', async () => {
    // Prepare
    const admin = await signedIn('admin@baucheck.test');
    const { check_id: checkId } = await quickCheck(admin, DEMO_UNITS.bayern, 'gartenhaus');
    const draft = await draftOf(admin, checkId);

    // Act
    const pdf = await expectPdf(await documentationOf(admin, checkId, 'draft'));

    // Assess
    expect(pdf.response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="BauCheck-Dokumentation-Gartenhaus-Bayern-Entwurf-\d{4}-\d{2}-\d{2}\.pdf"/,
    );
    expect(pdf.title).toBe('BauCheck: Check-Dokumentation „Gartenhaus (Bayern)“ (Entwurf)');
    expect(pdf.tagged).toBe(true);
    let position = 0;
    draft.slides.forEach((slide, index) => {
      const title = slide.attributes.find((attribute) => attribute.key === 'Frage')?.value ?? '';
      const found = pdf.text.indexOf(`Folie ${index + 1} ${title}`, position);
      expect(found, `Folie ${index + 1} „${title}“ in order`).toBeGreaterThanOrEqual(position);
      position = found;
    });
    expect(pdf.text).toContain('Der Entwurf erfüllt alle Prüfregeln und kann veröffentlicht werden.');
    expect(pdf.text).toContain('Rauminhalt in m³, Grenzwert 75 m³');
    expect(pdf.text).toContain('„Baugenehmigung erforderlich“ (Kapitel Baurecht)');
    expect(pdf.text).toMatch(/Folie \d+ „Zwischenergebnis Baurecht“/);
    expect(pdf.text).toContain('RANG 1 · BAUGENEHMIGUNG ERFORDERLICH Baugenehmigung erforderlich');
    for (const outcome of draft.outcomes) expect(pdf.text).toContain(outcome.title);
  });

  it('documents a published version and refuses unknown versions and checks', async () => {
    const admin = await signedIn('admin@baucheck.test');
    const { check_id: checkId, version } = await quickCheck(admin, DEMO_UNITS.bayern, 'gartenhaus');
    const pdf = await expectPdf(await documentationOf(admin, checkId, version));
    expect(pdf.text).toMatch(new RegExp(`Version ${version}, veröffentlicht am .+ \\(aktuell veröffentlicht\\)`));
    expect((await documentationOf(admin, checkId, 999)).status).toBe(404);
    expect((await documentationOf(admin, checkId, 'neu')).status).toBe(422);
    expect((await documentationOf(admin, 'check-gibt-es-nicht', 'draft')).status).toBe(404);
  });

  it('lists what stops a draft from being published', async () => {
    // Prepare: a new draft with a chapter but no outcomes and no final slide
    const land = await signedIn('land@baucheck.test');
    const check = await createCheck(land, {
      group: 'carport_garage',
      title: 'Carport Entwurf für die Dokumentation',
    });
    await addSlide(land, check.id, 'Kapitel');

    // Act
    const pdf = await expectPdf(await documentationOf(land, check.id, 'draft'));

    // Assess
    expect(pdf.text).toContain('Der Entwurf kann so nicht veröffentlicht werden');
    expect(pdf.text).toContain('Der Check hat keine Endergebnis-Folie.');
    expect(pdf.text).toMatch(/Das Kapitel auf Folie 1 .+ hat noch keine Ergebnisse\./);
  });

  it('follows the check-access rules: 403 outside the territory, 403 for other levels, 401 without a session', async () => {
    // Prepare: the garden-house check of Baden-Württemberg and the one of Bayern
    const anonymous = new ApiSession();
    const bw = (await quickCheck(anonymous, DEMO_UNITS.tannbach, 'gartenhaus')).check_id;
    const by = (await quickCheck(anonymous, DEMO_UNITS.lindenau, 'gartenhaus')).check_id;
    const [land, kommune, partner, standard] = await Promise.all(
      ['land', 'kommune', 'partner', 'standard'].map((name) => signedIn(`${name}@baucheck.test`)),
    );

    // Act and assess: Bavarian staff may not read Baden-Württemberg's check
    for (const session of [land, kommune] as ApiSession[]) {
      const refused = await expectJson<{ detail: string }>(await documentationOf(session, bw, 'draft'), 403);
      expect(refused.detail).toBe('Keine Berechtigung für diesen Check oder diese Bezugseinheit');
    }
    // …but their own Land's
    expect((await documentationOf(kommune as ApiSession, by, 1)).status).toBe(200);
    // Levels outside public administration, and no session
    expect((await documentationOf(partner as ApiSession, by, 'draft')).status).toBe(403);
    expect((await documentationOf(standard as ApiSession, by, 'draft')).status).toBe(403);
    expect((await documentationOf(anonymous, by, 'draft')).status).toBe(401);
  });
});
