import { z } from 'zod';
import {
  createFaqChapterSchema,
  createFaqEntrySchema,
  editableFaqChapterListSchema,
  editableFaqChapterSchema,
  editableFaqEntrySchema,
  faqChapterListSchema,
  faqChapterPathSchema,
  faqEntryPathSchema,
  faqListQuerySchema,
  faqPositionsSchema,
  faqTypePathSchema,
  updateFaqChapterSchema,
  updateFaqEntrySchema,
} from '@baucheck/shared/faq';
import { defineRoute } from '#lib/route';

const ADMIN = ['Administrator'] as const;

/*
 * Every path variable is `{id}`: API Gateway's HTTP API refuses routes whose variables at the same
 * level have different names (`/faqs/{chapter_id}/` beside `/faqs/{type}/positions/`). The path
 * schemas rename it for the handlers (chapter_id, faq_id, type).
 */

/** FAQ chapters and entries: the public dialog, the staff dialog and their management. */
export const faqRoutes = {
  listPublicFaqs: defineRoute({
    method: 'GET',
    path: '/faqs/public/',
    handler: 'faqs/list-public',
    auth: 'public',
    cache: 'public',
    summary:
      'Die Kapitel der Landing Page mit allen Einträgen (ohne Zielgruppenfilter), für den öffentlichen FAQ-Dialog.',
    request: { query: z.object({}) },
    response: faqChapterListSchema,
  }),
  listPrivateFaqs: defineRoute({
    method: 'GET',
    path: '/faqs/private/',
    handler: 'faqs/list-private',
    auth: 'user',
    cache: 'private',
    summary:
      'Die Kapitel des Admin-Bereichs für den FAQ-Dialog der angemeldeten Person, gefiltert nach ihrer Stufe (Kommune: Zielgruppe Kommunen, Partner: Produktmanager).',
    request: {},
    response: faqChapterListSchema,
  }),
  listFaqs: defineRoute({
    method: 'GET',
    path: '/faqs/',
    handler: 'faqs/list',
    auth: 'user',
    levels: ADMIN,
    cache: 'private',
    summary: 'Alle Kapitel beider Typen (oder eines Typs) mit ihren Einträgen und Versionen, in Anzeigereihenfolge.',
    request: { query: faqListQuerySchema },
    response: editableFaqChapterListSchema,
  }),
  createFaqChapter: defineRoute({
    method: 'POST',
    path: '/faqs/',
    handler: 'faqs/create-chapter',
    auth: 'user',
    levels: ADMIN,
    cache: 'private',
    summary: 'Legt ein Kapitel am Ende seines Typs an.',
    request: { body: createFaqChapterSchema },
    response: editableFaqChapterSchema,
  }),
  updateFaqChapter: defineRoute({
    method: 'PATCH',
    path: '/faqs/{id}/',
    handler: 'faqs/update-chapter',
    auth: 'user',
    levels: ADMIN,
    cache: 'private',
    summary: 'Ändert Überschrift oder Typ eines Kapitels (mit der gelesenen Version).',
    request: { path: faqChapterPathSchema, body: updateFaqChapterSchema },
    response: editableFaqChapterSchema,
  }),
  deleteFaqChapter: defineRoute({
    method: 'DELETE',
    path: '/faqs/{id}/',
    handler: 'faqs/delete-chapter',
    auth: 'user',
    levels: ADMIN,
    cache: 'private',
    summary: 'Löscht ein leeres Kapitel; solange es Einträge enthält, wird das Löschen mit 409 abgelehnt.',
    request: { path: faqChapterPathSchema },
    response: null,
  }),
  reorderFaqChapters: defineRoute({
    method: 'PATCH',
    path: '/faqs/{id}/positions/',
    handler: 'faqs/reorder-chapters',
    auth: 'user',
    levels: ADMIN,
    cache: 'private',
    summary:
      'Neue Reihenfolge aller Kapitel eines Typs: vollständige Liste [{id, version}], atomar gespeichert (veraltet → 409).',
    request: { path: faqTypePathSchema, body: faqPositionsSchema },
    response: editableFaqChapterListSchema,
  }),
  createFaqEntry: defineRoute({
    method: 'POST',
    path: '/faqs/faq/',
    handler: 'faqs/create-entry',
    auth: 'user',
    levels: ADMIN,
    cache: 'private',
    summary: 'Legt einen FAQ-Eintrag am Ende seines Kapitels an; der HTML-Text wird bereinigt gespeichert.',
    request: { body: createFaqEntrySchema },
    response: editableFaqEntrySchema,
  }),
  updateFaqEntry: defineRoute({
    method: 'PATCH',
    path: '/faqs/faq/{id}/',
    handler: 'faqs/update-entry',
    auth: 'user',
    levels: ADMIN,
    cache: 'private',
    summary:
      'Ändert Titel, Text oder Zielgruppe eines Eintrags oder verschiebt ihn ans Ende eines anderen Kapitels (mit der gelesenen Version).',
    request: { path: faqEntryPathSchema, body: updateFaqEntrySchema },
    response: editableFaqEntrySchema,
  }),
  deleteFaqEntry: defineRoute({
    method: 'DELETE',
    path: '/faqs/faq/{id}/',
    handler: 'faqs/delete-entry',
    auth: 'user',
    levels: ADMIN,
    cache: 'private',
    summary: 'Löscht einen FAQ-Eintrag und sein Bild.',
    request: { path: faqEntryPathSchema },
    response: null,
  }),
  reorderFaqEntries: defineRoute({
    method: 'PATCH',
    path: '/faqs/faq/{id}/positions/',
    handler: 'faqs/reorder-entries',
    auth: 'user',
    levels: ADMIN,
    cache: 'private',
    summary:
      'Neue Reihenfolge aller Einträge eines Kapitels: vollständige Liste [{id, version}], atomar gespeichert (veraltet → 409).',
    request: { path: faqChapterPathSchema, body: faqPositionsSchema },
    response: z.array(editableFaqEntrySchema),
  }),
  uploadFaqImage: defineRoute({
    method: 'POST',
    path: '/faqs/image/{id}/',
    handler: 'faqs/upload-image',
    auth: 'user',
    levels: ADMIN,
    cache: 'private',
    summary:
      'Bild eines Eintrags hochladen oder ersetzen: multipart/form-data mit file (PNG, JPEG oder WebP, höchstens 5 MB; Metadaten werden entfernt), optional alt und version.',
    // The multipart body is read by the handler (services/uploads), not by a zod schema.
    request: { path: faqEntryPathSchema },
    response: editableFaqEntrySchema,
  }),
  deleteFaqImage: defineRoute({
    method: 'DELETE',
    path: '/faqs/image/{id}/',
    handler: 'faqs/delete-image',
    auth: 'user',
    levels: ADMIN,
    cache: 'private',
    summary: 'Entfernt das Bild eines Eintrags.',
    request: { path: faqEntryPathSchema },
    response: editableFaqEntrySchema,
  }),
};
