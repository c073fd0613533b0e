import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { z } from 'zod';
import {
  INTERNAL_ERROR_TEXT,
  SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS,
  SERVICE_UNAVAILABLE_TEXT,
} from '@baucheck/shared/error-texts';
import type { ErrorBody, ValidationIssue } from '@baucheck/shared/http';
import { HttpError } from '../errors.ts';
import { logger } from '../logger.ts';
import { isServiceUnavailable } from '../service-errors.ts';

export { INTERNAL_ERROR_TEXT };

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
 * Maps every error to FastAPI's JSON shape. Only `HttpError`s reach the client as they are. A backing
 * service that is unreachable, timed out, throttled or failed (DynamoDB, S3, Cognito) gives a German
 * 503 with `Retry-After`: the request may work in a moment. Anything else is logged with its stack and
 * answered with a generic German 500 that names the request id.
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
    if (isServiceUnavailable(error)) {
      logger.warn('Backing service unavailable', { request_id: requestId, error: error as Error });
      request.response = jsonResponse(
        503,
        { detail: SERVICE_UNAVAILABLE_TEXT, request_id: requestId },
        { 'Retry-After': String(SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS) },
      );
      return;
    }
    logger.error('Unhandled error', { request_id: requestId, error: error as Error });
    request.response = jsonResponse(500, { detail: INTERNAL_ERROR_TEXT, request_id: requestId });
  },
});
