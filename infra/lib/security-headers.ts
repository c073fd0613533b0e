import { Duration } from 'aws-cdk-lib';
import {
  HeadersReferrerPolicy,
  type ResponseCustomHeader,
  type ResponseSecurityHeadersBehavior,
} from 'aws-cdk-lib/aws-cloudfront';

export interface ResponseHeadersBehaviors {
  securityHeadersBehavior: ResponseSecurityHeadersBehavior;
  customHeaders: ResponseCustomHeader[];
}

const REFERRER_POLICIES = new Set<string>(Object.values(HeadersReferrerPolicy));

/**
 * Turns a header map (the one the local gateway sends too) into a CloudFront response headers policy.
 * CloudFront refuses the headers of its security-headers configuration as custom headers, so those are
 * mapped onto it; every other header becomes a custom header. `override` makes the policy win over
 * whatever the origin sent, so the CDN and the local gateway send the same values.
 */
export function responseHeadersBehaviors(headers: Readonly<Record<string, string>>): ResponseHeadersBehaviors {
  const security: {
    -readonly [K in keyof ResponseSecurityHeadersBehavior]: ResponseSecurityHeadersBehavior[K];
  } = {};
  const customHeaders: ResponseCustomHeader[] = [];
  for (const [header, value] of Object.entries(headers)) {
    switch (header.toLowerCase()) {
      case 'content-security-policy':
        security.contentSecurityPolicy = { contentSecurityPolicy: value, override: true };
        break;
      case 'x-content-type-options':
        if (value !== 'nosniff') throw new Error(`X-Content-Type-Options can only be "nosniff", not "${value}".`);
        security.contentTypeOptions = { override: true };
        break;
      case 'referrer-policy':
        if (!REFERRER_POLICIES.has(value))
          throw new Error(`Referrer-Policy "${value}" is not supported by CloudFront.`);
        security.referrerPolicy = { referrerPolicy: value as HeadersReferrerPolicy, override: true };
        break;
      case 'strict-transport-security':
        security.strictTransportSecurity = { ...parseStrictTransportSecurity(value), override: true };
        break;
      case 'x-frame-options':
      case 'x-xss-protection':
        // Not mapped on purpose: X-Frame-Options would stop municipalities from embedding the check
        // (the CSP's frame-ancestors governs framing), and X-XSS-Protection is obsolete.
        throw new Error(`${header} is not supported for the SPA; see security-headers.ts.`);
      default:
        customHeaders.push({ header, value, override: true });
    }
  }
  return { securityHeadersBehavior: security, customHeaders };
}

function parseStrictTransportSecurity(value: string) {
  const directives = value.split(';').map((directive) => directive.trim().toLowerCase());
  const maxAge = directives.find((directive) => directive.startsWith('max-age='));
  const seconds = Number(maxAge?.slice('max-age='.length));
  if (!Number.isInteger(seconds) || seconds < 0)
    throw new Error(`Strict-Transport-Security "${value}" has no max-age.`);
  return {
    accessControlMaxAge: Duration.seconds(seconds),
    includeSubdomains: directives.includes('includesubdomains'),
    preload: directives.includes('preload'),
  };
}
