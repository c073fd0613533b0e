import { describe, expect, it } from 'vitest';
import { routeEntries } from '../routes.ts';
import { openApiDocument } from './openapi.ts';

describe('OpenAPI document', () => {
  const document = openApiDocument(routeEntries());

  it('describes every route of the route table with its method', () => {
    for (const [id, route] of routeEntries()) {
      const operation = (document.paths[`/api${route.path}`] as Record<string, { operationId: string }> | undefined)?.[
        route.method.toLowerCase()
      ];
      expect(operation?.operationId, `${route.method} ${route.path}`).toBe(id);
    }
  });

  it('carries request schemas generated from zod, including path parameters', () => {
    const login = (
      document.paths['/api/auth/login'] as Record<
        string,
        { requestBody: { content: Record<string, { schema: { required: string[] } }> } }
      >
    ).post;
    expect(login?.requestBody.content['application/x-www-form-urlencoded']?.schema.required).toEqual([
      'username',
      'password',
    ]);
    const draft = (
      document.paths['/api/checks/{id}/draft/'] as Record<string, { parameters: Array<{ name: string; in: string }> }>
    ).get;
    expect(draft?.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'id', in: 'path' })]));
  });

  it("describes the residents' Gemeinde search and the unit of a link with their parameters", () => {
    type Parameters = { get: { parameters: Array<{ name: string; in: string; required: boolean }> } };
    const search = document.paths['/api/reference-units/search/'] as Parameters | undefined;
    expect(search?.get.parameters.map(({ name, required }) => [name, required])).toEqual([
      ['q', false],
      ['limit', false],
      ['kind', false],
    ]);
    const bySlug = document.paths['/api/reference-units/by-slug/{slug}/'] as Parameters | undefined;
    expect(bySlug?.get.parameters).toEqual([expect.objectContaining({ name: 'slug', in: 'path', required: true })]);
  });

  it('declares binary PDF replies as application/pdf', () => {
    const summary = (
      document.paths['/api/export/summary/'] as Record<string, { responses: Record<string, { content: object }> }>
    ).post;
    expect(Object.keys(summary?.responses['200']?.content ?? {})).toEqual(['application/pdf']);
  });
});
