import { SPA_SECURITY_HEADERS } from '@baucheck/functions/lib/spa-headers';
import { HeadersReferrerPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { describe, expect, it } from 'vitest';
import { responseHeadersBehaviors } from '../lib/security-headers.ts';

describe('responseHeadersBehaviors', () => {
  it('maps every SPA header onto the response headers policy, overriding the origin', () => {
    // Act
    const { securityHeadersBehavior: security, customHeaders } = responseHeadersBehaviors(SPA_SECURITY_HEADERS);
    // Assess
    expect(security.contentSecurityPolicy).toEqual({
      contentSecurityPolicy: SPA_SECURITY_HEADERS['Content-Security-Policy'],
      override: true,
    });
    expect(security.contentTypeOptions).toEqual({ override: true });
    expect(security.referrerPolicy).toEqual({
      referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
      override: true,
    });
    expect(security.strictTransportSecurity?.accessControlMaxAge.toSeconds()).toBe(31536000);
    expect(security.strictTransportSecurity?.includeSubdomains).toBe(true);
    for (const custom of customHeaders) {
      expect(custom).toEqual({ header: custom.header, value: SPA_SECURITY_HEADERS[custom.header], override: true });
    }
    // Nothing is dropped: each header is either a security header of the policy or a custom one.
    const securityHeaders = Object.values(security).filter((value) => value !== undefined);
    expect(securityHeaders.length + customHeaders.length).toBe(Object.keys(SPA_SECURITY_HEADERS).length);
  });

  it('refuses X-Frame-Options, which would stop municipalities from embedding the check', () => {
    expect(() => responseHeadersBehaviors({ 'X-Frame-Options': 'DENY' })).toThrow(/X-Frame-Options/);
  });

  it('refuses values CloudFront cannot express', () => {
    expect(() => responseHeadersBehaviors({ 'Referrer-Policy': 'everywhere' })).toThrow(/Referrer-Policy/);
    expect(() => responseHeadersBehaviors({ 'Strict-Transport-Security': 'includeSubDomains' })).toThrow(/max-age/);
  });
});
