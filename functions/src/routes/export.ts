import { PUBLIC_ADMINISTRATION_LEVELS } from '@baucheck/shared/enums';
import { defineRoute, type LambdaSettings } from '#lib/route';
import { FONT_ASSET_DIR } from '#services/pdf/fonts';
import { documentationPathSchema, pdfResponseSchema, summaryRequestSchema } from '#services/pdf/requests';

/**
 * The functions that print with headless Chromium: ≥1600 MB (Chromium's own recommendation; more
 * memory also means more CPU), 25 s for a cold start that unpacks Chromium (the render itself is
 * limited to PDF_RENDER_TIMEOUT_MS, 15 s) and still below API Gateway's 30 s, x86_64 because the npm package of @sparticuz/chromium
 * carries the x64 build only, and the package installed beside the bundle, where it finds its
 * archives. The fonts travel as files beside the bundle.
 */
const CHROMIUM_FUNCTION: LambdaSettings = {
  memoryMb: 2048,
  timeoutSeconds: 25,
  architecture: 'x86_64',
  nodeModules: ['@sparticuz/chromium'],
  assets: [FONT_ASSET_DIR],
};

/** PDF summaries for residents and check documentation for staff (rendered by headless Chromium). */
export const exportRoutes = {
  exportSummary: defineRoute({
    method: 'POST',
    path: '/export/summary/',
    handler: 'export/summary',
    auth: 'public',
    csrf: false,
    cache: 'private',
    summary:
      'Erstellt die PDF-Zusammenfassung eines abgeschlossenen Quick-Checks; der Server wertet die Antworten selbst aus (409, wenn der Check inzwischen aktualisiert wurde).',
    request: { body: summaryRequestSchema },
    response: pdfResponseSchema,
    produces: 'application/pdf',
    lambda: CHROMIUM_FUNCTION,
  }),
  exportCheckDocumentation: defineRoute({
    method: 'GET',
    path: '/checks/{id}/versions/{version}/documentation/',
    handler: 'export/documentation',
    auth: 'user',
    levels: PUBLIC_ADMINISTRATION_LEVELS,
    cache: 'private',
    summary:
      'PDF-Dokumentation einer Check-Version (Zahl) oder des Entwurfs (draft): alle Folien, Antworten mit Sprungzielen und Ergebnissen, Ergebnisse je Kapitel; beim Entwurf die Hinderungsgründe für die Veröffentlichung.',
    request: { path: documentationPathSchema },
    response: pdfResponseSchema,
    produces: 'application/pdf',
    lambda: CHROMIUM_FUNCTION,
  }),
};
