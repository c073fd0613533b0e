import { isIPv6 } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * Who a client is, for the per-client limits: its IPv4 address, or the /64 network of its IPv6 address
 * (one connection commonly holds a whole /64, so counting single IPv6 addresses would let a guesser
 * take a fresh one for every attempt). Behind CloudFront, API Gateway sees an edge address;
 * CloudFront's own `CloudFront-Viewer-Address` header ("ip:port") names the viewer and cannot be set
 * by the client, unlike X-Forwarded-For.
 */
export function clientKey(event: APIGatewayProxyEventV2): string {
  const viewer = event.headers['cloudfront-viewer-address'];
  const address = viewer ? viewer.slice(0, viewer.lastIndexOf(':')) || viewer : event.requestContext.http.sourceIp;
  return isIPv6(address) ? ipv6Network(address) : address;
}

/** "2001:db8:1:2::/64" for any address of that network; an IPv4-mapped address as its IPv4 address. */
export function ipv6Network(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail] = address.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? headGroups
      : [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
