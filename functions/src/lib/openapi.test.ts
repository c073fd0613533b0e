import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { routeEntries } from '../routes.ts';
import { openApiDocument } from './openapi.ts';
import { anonymousGetEvent, TEST_ENV } from './test-env.ts';

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

describe('GET /openapi.json', () => {
  it('serves the document of the route table (run from the sources; infra/test checks the bundle)', async () => {
    // Prepare: the function's environment, set before the logger and config are imported.
    Object.assign(process.env, TEST_ENV, { POWERTOOLS_LOG_LEVEL: 'SILENT' });
    const { handler } = await import('../handlers/platform/openapi.ts');
    // Act
    const response = (await handler(
      anonymousGetEvent('/openapi.json') as unknown as APIGatewayProxyEventV2,
      {
        awsRequestId: 'openapi-test',
        getRemainingTimeInMillis: () => 10_000,
      } as unknown as Context,
    )) as APIGatewayProxyStructuredResultV2;
    // Assess
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body ?? '')).toEqual(openApiDocument(routeEntries()));
  });
});
