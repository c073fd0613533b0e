import { unitImportQuerySchema, unitImportResultSchema } from '@baucheck/shared/unit-import';
import { defineRoute } from '#lib/route';

/** Onboarding: an Administrator imports a municipality directory (services/unit-import.ts). */
export const referenceUnitImportRoutes = {
  importReferenceUnits: defineRoute({
    method: 'POST',
    path: '/reference-units/import/',
    handler: 'reference-units/import',
    auth: 'user',
    levels: ['Administrator'],
    cache: 'private',
    consumes: 'text/csv',
    summary:
      'Gemeindeverzeichnis als CSV importieren (UTF-8, Kopfzeile AGS;Name;PLZ;Land, höchstens 2 MB). dry_run=true (Vorgabe) prüft die ganze Datei und zählt neue, geänderte, unveränderte und abgelehnte Zeilen, ohne etwas zu ändern; dry_run=false wendet die Zeilen offset bis offset+limit-1 an (Länder zuerst) und nennt in window.next_offset das nächste Fenster. Abgelehnte Zeilen: 422, nichts wird geändert.',
    // The CSV body is read by the handler (services/unit-import.ts), not by a zod schema. Not
    // `idempotent`: every window is idempotent by content (it reads its rows' units afresh and writes
    // only what differs), so a retried window changes nothing twice; see the handler.
    request: { query: unitImportQuerySchema },
    response: unitImportResultSchema,
    // A dry run of Germany (10,800 rows) reads every row's unit by key: 3–6 s locally (11 s on a cold
    // start under load); an apply window of 200 rows 4–5.5 s (services/unit-import.ts).
    lambda: { timeoutSeconds: 25, memoryMb: 1024 },
  }),
};
