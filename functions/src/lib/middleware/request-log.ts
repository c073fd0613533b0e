import type { MiddlewareObj, Request } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { logger } from '../logger.ts';

type ApiRequest = Request<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>;

/**
 * One structured line per request: request id, route, status and duration. Never bodies, cookies
 * or headers, which may hold passwords and tokens. The start time is kept per request (not per
 * module) because the local gateway runs concurrent requests through one module instance.
 */
export const requestLog = (): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> => {
  const startedAt = new WeakMap<ApiRequest, number>();
  const finish = (request: ApiRequest, status: number | undefined) =>
    logger.info('request', {
      request_id: request.event.requestContext.requestId,
      route: request.event.routeKey,
      status,
      duration_ms: Math.round(performance.now() - (startedAt.get(request) ?? performance.now())),
    });
  return {
    name: 'request-log',
    before: (request) => void startedAt.set(request, performance.now()),
    after: (request) => finish(request, request.response?.statusCode),
    onError: (request) => finish(request, request.response?.statusCode ?? 500),
  };
};
