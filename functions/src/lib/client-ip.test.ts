import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { clientKey, ipv6Network } from './client-ip.ts';

const eventFrom = (viewer: string | undefined, sourceIp = '10.0.0.1') =>
  ({
    headers: viewer ? { 'cloudfront-viewer-address': viewer } : {},
    requestContext: { http: { sourceIp } },
  }) as unknown as APIGatewayProxyEventV2;

describe('the client of the per-client limits', () => {
  it('is the viewer CloudFront names, without its port, else the source address', () => {
    expect(clientKey(eventFrom('203.0.113.7:51234'))).toBe('203.0.113.7');
    expect(clientKey(eventFrom(undefined, '198.51.100.2'))).toBe('198.51.100.2');
  });

  it('is one and the same for every IPv6 address of a /64, and differs for the next /64', () => {
    const keys = ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0db8:0001:0002:abcd::9'].map((address) =>
      clientKey(eventFrom(`${address}:443`)),
    );
    expect(new Set(keys)).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(clientKey(eventFrom('2001:db8:1:3::1:443'))).toBe('2001:db8:1:3::/64');
  });

  it('reads compressed forms and IPv4-mapped addresses', () => {
    expect(ipv6Network('::1')).toBe('0:0:0:0::/64');
    expect(ipv6Network('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(ipv6Network('FE80::1:2:3:4')).toBe('fe80:0:0:0::/64');
    expect(ipv6Network('::ffff:192.0.2.5')).toBe('192.0.2.5');
  });
});
