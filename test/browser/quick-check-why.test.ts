import { readFileSync } from 'node:fs';
import { betterVariants, explainChapters } from '@baucheck/shared/engine/explain';
import { reasonText, variantText } from '@baucheck/shared/result-explanation';
import { describe, expect } from 'vitest';
import { DEMO_UNITS } from '../../functions/local/seed/reference-units.ts';
import { browserTest, expectNoAxeViolations } from '../support/browser.ts';
import { pdfText } from '../support/pdf.ts';
import { answerUntilResult, expectedResult, publishedCheck, url } from './quick-check-driver.ts';

const it = browserTest({ acceptDownloads: true }, { blockExternal: true });

/*
 * "Warum?" and "So wäre es verfahrensfrei." for a resident whose garden house is too large: the
 * result page and the PDF say which answer decided and which value would have been permit-free.
 * What they must say comes from the seeded check and the resident's answers by the shared engine.
 */

/** Text as a reader sees it: every run of white space (also non-breaking) as one space. */
const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('"Warum?" on the result page and in the PDF', () => {
  it('tells a resident with 80 m³ that at most 75 m³ would have been permit-free, and why', async ({ page }) => {
    // Prepare: Markt Lindenau's garden-house check (Bayern, 75 m³), a site without protected areas
    const check = await publishedCheck(DEMO_UNITS.lindenau, 'gartenhaus');
    await page.goto(url('/quick-check/data-protection/lindenau?vorhaben=gartenhaus'));
    await page.getByRole('button', { name: 'Einverstanden, weiter' }).click();
    await page.getByRole('button', { name: 'Weiter zu den Fragen' }).click();

    // Act
    const answers = await answerUntilResult(page, check, {
      replies: [
        ['Wie groß ist der Brutto-Rauminhalt', { value: 80 }],
        ['Wo soll', { address: 'Gartenstraße 18' }],
      ],
    });
    await page.getByRole('heading', { level: 1, name: 'Ihr Ergebnis' }).waitFor();

    // Assess: the sentence the issue asks for, the same the engine computes
    const evaluation = expectedResult(check, answers);
    expect(evaluation.overall).toBe('genehmigungspflichtig');
    const variants = betterVariants(check.definition, answers);
    expect(variants.map((variant) => spaced(variantText(variant, check.group)))).toEqual([
      'Mit höchstens 75 m³ statt 80 m³ Rauminhalt wäre das Gartenhaus verfahrensfrei.',
    ]);
    const sentence = 'Mit höchstens 75 m³ statt 80 m³ Rauminhalt wäre das Gartenhaus verfahrensfrei.';
    const main = page.locator('main');
    expect(spaced(await main.innerText())).toContain(sentence);

    // "Warum?" of the Baurecht chapter: closed at first, opened by keyboard, naming 80 m³ against 75 m³
    const why = page.getByText(/^Warum\? \(Kapitel \d: Baurecht\)$/);
    const reason = 'Rauminhalt 80 m³ – mehr als die Grenze von 75 m³.';
    expect(spaced(await main.innerText())).not.toContain(reason);
    await why.focus();
    await page.keyboard.press('Enter');
    const details = page.locator('details.qc-why', { has: why });
    await details.getByRole('listitem').first().waitFor();
    const explanation = explainChapters(check.definition, answers).find(
      (candidate) => candidate.chapter_id === evaluation.chapters[0]?.chapter_id,
    );
    expect(explanation?.reasons.map((entry) => spaced(reasonText(entry)))).toEqual([reason]);
    expect((await details.getByRole('listitem').allInnerTexts()).map(spaced)).toEqual([reason]);
    expect(spaced(await details.innerText())).toContain(`Rechtsgrundlage: ${check.legal_basis}`);

    // "Warum?" of the Baunebenrecht chapter cites that chapter's laws, not the building-law article
    const sideLawChapter = check.definition.slides.find(
      (slide) => slide.type === 'Kapitel' && slide.attributes.Frage === 'Baunebenrecht',
    );
    const sideLawBasis = sideLawChapter?.attributes.Rechtsgrundlage ?? '';
    expect(sideLawBasis).toContain('BayDSchG');
    const sideLawWhy = page.getByText(/^Warum\? \(Kapitel \d: Baunebenrecht\)$/);
    await sideLawWhy.click();
    const sideLawDetails = page.locator('details.qc-why', { has: sideLawWhy });
    await sideLawDetails.getByRole('listitem').first().waitFor();
    expect(spaced(await sideLawDetails.innerText())).toContain(`Rechtsgrundlage: ${sideLawBasis}`);
    expect(spaced(await sideLawDetails.innerText())).not.toContain(check.legal_basis);
    await expectNoAxeViolations(page);

    // The PDF says the same
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Zusammenfassung als PDF' }).click(),
    ]);
    const text = pdfText(readFileSync((await download.path()) ?? ''));
    expect(text).toContain(sentence);
    expect(text).toContain('Warum? Entscheidend war:');
    expect(text).toContain(reason);
    expect(text.split(`Rechtsgrundlage: ${check.legal_basis}`)).toHaveLength(2);
    expect(text).toContain(`Rechtsgrundlage: ${sideLawBasis}`);
  });
});
