/**
 * For unit tests: the environment a function needs (config.ts) with test values, to put into
 * `process.env` before the first `config()` call.
 */
export const TEST_ENV = {
  TABLE_NAME: 'test-table',
  MEDIA_BUCKET: 'test-bucket',
  CSRF_SECRET: 'a-test-secret-that-is-long-enough-for-hmac',
  COGNITO_USER_POOL_ID: 'pool',
  COGNITO_CLIENT_ID: 'client',
  // As in AWS; stated, since a test process may inherit `true` from a local stack started beside it.
  LOCAL_STACK: 'false',
} as const;

/** For unit tests: an HTTP API (v2) event of an anonymous GET of an API path, e.g. `/openapi.json`. */
export const anonymousGetEvent = (path: string) => ({
  version: '2.0',
  routeKey: `GET /api${path}`,
  rawPath: `/api${path}`,
  rawQueryString: '',
  headers: {},
  isBase64Encoded: false,
  requestContext: {
    requestId: 'unit-test',
    http: { method: 'GET', path: `/api${path}`, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'unit-test' },
  },
});
