import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * The resident's or staff member's address. Behind CloudFront, API Gateway sees an edge address;
 * CloudFront's own `CloudFront-Viewer-Address` header ("ip:port") names the viewer and cannot be
 * set by the client, unlike X-Forwarded-For.
 */
export function clientIp(event: APIGatewayProxyEventV2): string {
  const viewer = event.headers['cloudfront-viewer-address'];
  if (viewer) return viewer.slice(0, viewer.lastIndexOf(':')) || viewer;
  return event.requestContext.http.sourceIp;
}
