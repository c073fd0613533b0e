import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { z } from 'zod';
import type { ErrorBody, ValidationIssue } from '@baucheck/shared/http';
import { HttpError } from '../errors.ts';
import { logger } from '../logger.ts';

export const INTERNAL_ERROR_TEXT =
  'Interner Serverfehler. Bitte versuchen Sie es später erneut oder wenden Sie sich mit der Anfrage-ID an den Support.';

const jsonResponse = (
  statusCode: number,
  body: ErrorBody,
  headers: Record<string, string> = {},
): APIGatewayProxyStructuredResultV2 => ({
  statusCode,
  headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers },
  body: JSON.stringify(body),
});

/** Converts zod issues into FastAPI's `loc`/`msg`/`type` triples, `loc` starting with the request part. */
export const toValidationIssues = (part: string, error: z.ZodError): ValidationIssue[] =>
  error.issues.map((issue) => ({
    loc: [part, ...issue.path.map((segment) => (typeof segment === 'number' ? segment : String(segment)))],
    msg: issue.message,
    type: issue.code,
  }));

/**
 * Maps every error to FastAPI's JSON shape. Only `HttpError`s reach the client as they are; anything
 * else is logged with its stack and answered with a generic German 500 that names the request id.
 */
export const errorMapper = (): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> => ({
  name: 'error-mapper',
  onError: (request) => {
    const { error } = request;
    if (error instanceof HttpError) {
      request.response = jsonResponse(error.statusCode, { detail: error.detail }, error.headers);
      return;
    }
    const requestId = request.event.requestContext?.requestId ?? request.context.awsRequestId;
    logger.error('Unhandled error', { request_id: requestId, error: error as Error });
    request.response = jsonResponse(500, { detail: INTERNAL_ERROR_TEXT, request_id: requestId });
  },
});
