import {
  createOrganisationSchema,
  editableOrganisationSchema,
  organisationIdPathSchema,
  organisationListQuerySchema,
  organisationPageSchema,
  updateOrganisationSchema,
} from '@baucheck/shared/organisations';
import { defineRoute } from '#lib/route';

const ADMIN = ['Administrator'] as const;

/** Organisations (Land, Kommune, Partner) that staff accounts belong to. */
export const organisationRoutes = {
  listOrganisations: defineRoute({
    method: 'GET',
    path: '/organisations/',
    handler: 'organisations/list',
    auth: 'user',
    levels: ADMIN,
    cache: 'private',
    summary:
      'Eine Seite der Organisationen nach Typ (Land, Kommune, Partner) und Name, mit der Zahl ihrer Konten und Produkte; Suche im Namen (q), Filter nach Typ; next_cursor holt die nächste Seite.',
    request: { query: organisationListQuerySchema },
    response: organisationPageSchema,
  }),
  createOrganisation: defineRoute({
    method: 'POST',
    path: '/organisations/',
    handler: 'organisations/create',
    auth: 'user',
    levels: ADMIN,
    cache: 'private',
    summary: 'Legt eine Organisation vom Typ Land, Kommune oder Partner an.',
    request: { body: createOrganisationSchema },
    response: editableOrganisationSchema,
  }),
  getOrganisation: defineRoute({
    method: 'GET',
    path: '/organisations/{id}/',
    handler: 'organisations/get',
    auth: 'user',
    levels: ADMIN,
    cache: 'private',
    summary: 'Eine Organisation.',
    request: { path: organisationIdPathSchema },
    response: editableOrganisationSchema,
  }),
  updateOrganisation: defineRoute({
    method: 'PATCH',
    path: '/organisations/{id}/',
    handler: 'organisations/update',
    auth: 'user',
    levels: ADMIN,
    cache: 'private',
    summary:
      'Ändert Name oder Typ (mit der gelesenen Version); den Typ nur, solange keine Konten, Produkte und Bezugseinheiten dazugehören.',
    request: { path: organisationIdPathSchema, body: updateOrganisationSchema },
    response: editableOrganisationSchema,
  }),
  deleteOrganisation: defineRoute({
    method: 'DELETE',
    path: '/organisations/{id}/',
    handler: 'organisations/delete',
    auth: 'user',
    levels: ADMIN,
    cache: 'private',
    summary: 'Löscht eine Organisation, zu der keine Konten, Produkte und Bezugseinheiten mehr gehören.',
    request: { path: organisationIdPathSchema },
    response: null,
  }),
};
