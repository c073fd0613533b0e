import * as z from 'zod';
import { API_BASE, errorBodySchema } from '@baucheck/shared/http';
import { IDEMPOTENCY_HEADER } from '@baucheck/shared/http-constants';
import type { RouteDefinition } from './route.ts';

type JsonSchema = Record<string, unknown>;

/** JSON Schema of what a client sends (input side of transforms); constructs JSON Schema cannot express become `{}`. */
const jsonSchema = (schema: z.ZodType): JsonSchema => {
  const generated = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  delete generated.$schema; // the document's dialect is OpenAPI 3.1's
  return generated;
};

function parameters(schema: z.ZodType | undefined, location: 'path' | 'query') {
  if (!schema) return [];
  const object = jsonSchema(schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: jsonSchema(errorBodySchema) } },
});

const idempotencyKeyParameter = {
  name: IDEMPOTENCY_HEADER,
  in: 'header',
  required: false,
  description:
    'Ein Schlüssel je beabsichtigter Änderung (16–128 Zeichen): eine Wiederholung mit demselben Schlüssel wird ' +
    'nicht erneut ausgeführt, sondern erhält die erste Antwort (24 Stunden lang).',
  schema: { type: 'string', pattern: '^[\\w-]{16,128}$' },
};

function operation(id: string, route: RouteDefinition) {
  const bodyType = id === 'login' ? 'application/x-www-form-urlencoded' : 'application/json';
  const success = route.produces
    ? {
        '200': {
          description: 'Erfolg',
          content: { [route.produces]: { schema: { type: 'string', format: 'binary' } } },
        },
      }
    : route.response
      ? {
          '200': {
            description: 'Erfolg (201 beim Anlegen)',
            content: { 'application/json': { schema: jsonSchema(route.response) } },
          },
        }
      : { '204': { description: 'Erfolg ohne Inhalt' } };
  return {
    operationId: id,
    summary: route.summary,
    ...(route.auth === 'user' ? { security: [{ cookieAuth: [] }, { bearerAuth: [] }] } : {}),
    parameters: [
      ...parameters(route.request.path, 'path'),
      ...parameters(route.request.query, 'query'),
      ...(route.idempotent ? [idempotencyKeyParameter] : []),
    ],
    ...(route.request.body
      ? { requestBody: { required: true, content: { [bodyType]: { schema: jsonSchema(route.request.body) } } } }
      : {}),
    ...(route.consumes
      ? { requestBody: { required: true, content: { [route.consumes]: { schema: { type: 'string' } } } } }
      : {}),
    responses: {
      ...success,
      ...(route.auth === 'user'
        ? { '401': errorResponse('User ist inaktiv oder Token fehlt'), '403': errorResponse('Keine Berechtigung') }
        : {}),
      '422': errorResponse('Validation Error'),
    },
    'x-cache-policy': route.cache,
    ...(route.levels ? { 'x-levels': route.levels } : {}),
  };
}

/** The OpenAPI 3.1 document of the API, generated from the route table's zod schemas. */
export function openApiDocument(entries: ReadonlyArray<readonly [string, RouteDefinition]>) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [id, route] of entries) {
    const path = `${API_BASE}${route.path}`;
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(id, route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'BauCheck API',
      version: '1.0.0',
      description: 'Vorprüfung von Bauvorhaben (Quick-Check): öffentliche Aufrufe und Verwaltung.',
    },
    paths,
    components: {
      securitySchemes: {
        cookieAuth: { type: 'apiKey', in: 'cookie', name: 'baucheck_access' },
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      },
    },
  };
}
