import { sanitizeHtml } from '../../src/lib/sanitize-html.ts';
import { getCheckRecord } from '../../src/repositories/checks.ts';
import { findUserIdByEmail, getUserRecord, type UserRecord } from '../../src/repositories/users.ts';
import { upsertAttributes } from '../../src/services/check-content.ts';
import { associateCheck, duplicateCheck, publishCheck } from '../../src/services/checks.ts';
import { loadDraftContent } from '../../src/repositories/check-content.ts';
import { buildCheck } from './check-builder.ts';
import { SEED_CHECKS } from './checks.ts';
import { DEMO_UNITS, seedReferenceUnits } from './reference-units.ts';

/** The demo Administrator's record, for seeding through the services staff use. */
export async function demoAdmin(): Promise<UserRecord> {
  const id = await findUserIdByEmail('admin@baucheck.test');
  const admin = id ? await getUserRecord(id) : null;
  if (!admin) throw new Error('The demo administrator must be seeded before the checks.');
  return admin;
}

/** Sets one slide's local value for a unit, finding the slide by its question text. */
async function localValue(
  admin: UserRecord,
  checkId: string,
  question: string,
  unitId: string,
  key: 'Lokales',
  value: string,
) {
  const content = await loadDraftContent(checkId);
  const slide = content.slides.find((candidate) =>
    content.attributes.some(
      (attribute) =>
        attribute.slide_id === candidate.id && attribute.key === 'Frage' && attribute.value.startsWith(question),
    ),
  );
  if (!slide) throw new Error(`no slide "${question}"`);
  await upsertAttributes(admin, slide.id, { reference_unit_id: unitId, attributes: [{ key, value }] }, sanitizeHtml);
}

/**
 * Reference units, the Länder's published Standard checks, a Gemeinde's own (Individuell) copy and
 * a local note: everything a resident and a clerk meet in the demo.
 */
export async function seedUnitsAndChecks(organisations: Map<string, string>): Promise<void> {
  await seedReferenceUnits(organisations);
  const admin = await demoAdmin();
  const ids = new Map<string, string>();
  for (const check of SEED_CHECKS) ids.set(`${check.group}@${check.land_id}`, await buildCheck(admin, check));

  // Markt Lindenau uses its own copy of the Bavarian carport check, with a local note.
  const carport = ids.get(`carport_garage@${DEMO_UNITS.bayern}`) as string;
  const copy = await duplicateCheck(admin, carport, DEMO_UNITS.lindenau);
  await localValue(
    admin,
    copy.id,
    'Soll der Carport',
    DEMO_UNITS.lindenau,
    'Lokales',
    '<p>In Lindenau regelt die Stellplatz- und Garagensatzung zusätzlich Dachform und Farbe von Garagen an der Grenze.</p>',
  );
  const fresh = await getCheckRecord(copy.id);
  await publishCheck(admin, copy.id, fresh?.content_revision ?? 0);
  await associateCheck(admin, copy.id, DEMO_UNITS.lindenau);

  // Seewiesen keeps the Bavarian garden-house check but adds a local note.
  await localValue(
    admin,
    ids.get(`gartenhaus@${DEMO_UNITS.bayern}`) as string,
    'Wie groß ist der Brutto-Rauminhalt',
    DEMO_UNITS.seewiesen,
    'Lokales',
    '<p>Im Ortskern von Seewiesen gilt die Gestaltungssatzung: Gartenhäuser nur mit Satteldach und Holzfassade.</p>',
  );
}
