import { PUBLIC_CACHE_SECONDS } from '@baucheck/functions/lib/middleware/cache-headers';
import { ORIGIN_VERIFY_HEADER } from '@baucheck/functions/lib/origin';
import { SPA_SECURITY_HEADERS } from '@baucheck/functions/lib/spa-headers';
import { API_BASE, MEDIA_BASE } from '@baucheck/shared/http';
import { Duration } from 'aws-cdk-lib';
import {
  AllowedMethods,
  type BehaviorOptions,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  CachedMethods,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import { AaaaRecord, ARecord, HostedZone, RecordTarget } from 'aws-cdk-lib/aws-route53';
import { CloudFrontTarget } from 'aws-cdk-lib/aws-route53-targets';
import { Effect, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { AccessLogBucket } from './access-logs.ts';
import { acknowledge } from './nag.ts';
import { API_TRAILING_SLASH_CODE, MEDIA_PREFIX_CODE, SPA_FALLBACK_CODE } from './edge-functions.ts';
import { publicCachePathPatterns, type RouteEntry } from './route-paths.ts';
import { responseHeadersBehaviors } from './security-headers.ts';
import type { CustomDomain } from './settings.ts';

export interface CdnProps {
  spaBucket: IBucket;
  mediaBucket: IBucket;
  /** Host name of the HTTP API's endpoint. */
  apiDomainName: string;
  /** Sent to the API as `X-Origin-Verify` (Api.originVerifyValue). */
  apiOriginVerifyValue: string;
  routes: readonly RouteEntry[];
  /** Key prefix in the media bucket that must never be served by the CDN. */
  privateMediaPrefix: string;
  /** A web ACL (us-east-1, CLOUDFRONT scope; waf.ts) in front of the distribution; none by default. */
  webAclArn?: string;
  /** The Land's own domain and its certificate (settings.ts); without it the `*.cloudfront.net` name. */
  domain?: CustomDomain;
}

/**
 * The one public entry point: the SPA, `/api/*` and `/media/*` behind a single CloudFront domain, so the
 * browser sees one origin (cookies, CSRF and CSP `'self'` without CORS). Public API reads are cached
 * here, which is what keeps a spike of residents away from the functions and the table.
 */
export class Cdn extends Construct {
  readonly distribution: Distribution;
  /** The host name users open: the Land's domain, or the distribution's own name. */
  readonly domainName: string;

  constructor(scope: Construct, id: string, props: CdnProps) {
    super(scope, id);

    const viewerRequest = (name: string, comment: string, code: string) => ({
      eventType: FunctionEventType.VIEWER_REQUEST,
      function: new CloudFrontFunction(this, name, {
        comment,
        code: FunctionCode.fromInline(code),
        runtime: FunctionRuntime.JS_2_0,
      }),
    });
    const spaFallback = viewerRequest('SpaFallback', 'SPA history fallback to /index.html', SPA_FALLBACK_CODE);
    const apiTrailingSlash = viewerRequest(
      'ApiTrailingSlash',
      'Drops the trailing slash that HTTP API route keys cannot have',
      API_TRAILING_SLASH_CODE,
    );
    const mediaPrefix = viewerRequest('MediaPrefix', `Maps ${MEDIA_BASE}/<key> to the object key`, MEDIA_PREFIX_CODE);

    const { securityHeadersBehavior, customHeaders } = responseHeadersBehaviors(SPA_SECURITY_HEADERS);
    const spaHeaders = new ResponseHeadersPolicy(this, 'SpaHeaders', {
      comment: 'Security headers of the BauCheck SPA (frame-ancestors * : municipalities embed the check)',
      securityHeadersBehavior,
      ...(customHeaders.length > 0 ? { customHeadersBehavior: { customHeaders } } : {}),
    });

    // Uploaded images are checked by magic bytes and never SVG; nosniff keeps browsers to that type.
    const mediaHeaders = new ResponseHeadersPolicy(this, 'MediaHeaders', {
      comment: 'Headers of uploaded media',
      securityHeadersBehavior: {
        contentTypeOptions: { override: true },
        strictTransportSecurity: securityHeadersBehavior.strictTransportSecurity,
      },
    });

    const apiOrigin = new HttpOrigin(props.apiDomainName, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      customHeaders: { [ORIGIN_VERIFY_HEADER]: props.apiOriginVerifyValue },
    });

    // Public API reads (the route table's cache 'public'): one response for every visitor, so the cache key
    // holds the path and query only — never cookies or Authorization, which would give each session its
    // own copy (or worse, serve one session's answer to another). TTLs of 0 without an upper default
    // mean: cache exactly as long as the function's Cache-Control (s-maxage) says. The maximum TTL
    // only caps that s-maxage; it is set to cover the stale periods as well (stale-while-revalidate,
    // stale-if-error), so that nothing here shortens how long residents get a stale copy while the
    // API fails.
    const publicApiCache = new CachePolicy(this, 'PublicApiCache', {
      comment: 'Public API reads: query string only, TTL from the origin s-maxage',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(
        PUBLIC_CACHE_SECONDS.cdn +
          Math.max(PUBLIC_CACHE_SECONDS.staleWhileRevalidate, PUBLIC_CACHE_SECONDS.staleIfError),
      ),
      cookieBehavior: CacheCookieBehavior.none(),
      headerBehavior: CacheHeaderBehavior.none(),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    // Forward nothing beyond the cache key: a handler of a public route cannot vary by session even by
    // mistake, because it never sees one.
    const publicApiOriginRequest = new OriginRequestPolicy(this, 'PublicApiOriginRequest', {
      comment: 'Public API reads: no cookies, no viewer headers',
      cookieBehavior: OriginRequestCookieBehavior.none(),
      headerBehavior: OriginRequestHeaderBehavior.none(),
      queryStringBehavior: OriginRequestQueryStringBehavior.none(),
    });

    // The API refuses plain http instead of redirecting: a redirected POST arrives as a GET without its body.
    const publicApiBehavior: BehaviorOptions = {
      origin: apiOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachedMethods: CachedMethods.CACHE_GET_HEAD,
      cachePolicy: publicApiCache,
      originRequestPolicy: publicApiOriginRequest,
      compress: true,
      functionAssociations: [apiTrailingSlash],
    };
    // Everything else under /api: never cached, every cookie and header (Authorization included, which
    // CloudFront forwards only with caching disabled) except Host, which API Gateway needs as its own.
    const privateApiBehavior: BehaviorOptions = {
      origin: apiOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      compress: true,
      functionAssociations: [apiTrailingSlash],
    };

    // CloudFront takes the first behaviour whose pattern matches, so the public routes' exact patterns
    // come before the /api/* catch-all (publicCachePathPatterns refuses patterns that catch private routes).
    const additionalBehaviors: Record<string, BehaviorOptions> = {};
    for (const pattern of publicCachePathPatterns(props.routes)) additionalBehaviors[pattern] = publicApiBehavior;
    additionalBehaviors[`${API_BASE}/*`] = privateApiBehavior;
    additionalBehaviors[`${MEDIA_BASE}/*`] = {
      origin: S3BucketOrigin.withOriginAccessControl(props.mediaBucket),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: mediaHeaders,
      compress: true,
      functionAssociations: [mediaPrefix],
    };

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'BauCheck',
      defaultRootObject: 'index.html',
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      ...(props.domain
        ? {
            domainNames: [props.domain.name],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', props.domain.certificateArn),
            // SNI only (a dedicated IP costs $600 a month) and no TLS below 1.2, as BSI TR-02102-2 asks.
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Europe and North America: the users are in Germany, the cheaper price class covers them.
      priceClass: PriceClass.PRICE_CLASS_100,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(props.spaBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: spaHeaders,
        compress: true,
        functionAssociations: [spaFallback],
      },
      additionalBehaviors,
      enableLogging: true,
      logBucket: AccessLogBucket.of(this),
      logFilePrefix: 'cloudfront/',
      // No errorResponses on purpose: they apply to every behaviour and would turn the API's JSON errors
      // into index.html. The SPA's history fallback is the viewer-request function above.
    });

    this.domainName = props.domain?.name ?? this.distribution.distributionDomainName;
    if (props.domain?.hostedZone) {
      // Alias records (A and AAAA: the distribution serves IPv6 too) in the Land's zone; an alias to
      // CloudFront costs no queries and, unlike a CNAME, may stand at the zone's apex.
      const zone = HostedZone.fromHostedZoneAttributes(this, 'Zone', {
        hostedZoneId: props.domain.hostedZone.id,
        zoneName: props.domain.hostedZone.name,
      });
      const target = RecordTarget.fromAlias(new CloudFrontTarget(this.distribution));
      new ARecord(this, 'AliasA', { zone, recordName: props.domain.name, target });
      new AaaaRecord(this, 'AliasAaaa', { zone, recordName: props.domain.name, target });
    }
    if (!props.domain) {
      acknowledge(
        this.distribution,
        ['AwsSolutions-CFR4'],
        "With CloudFront's default certificate (*.cloudfront.net) the minimum TLS version cannot be set; a " +
          "deployment under the Land's own domain (-c domainName, -c certificateArn) has TLSv1.2_2021.",
      );
    }

    // Generated PDFs are handed out through short-lived signed URLs only. The CDN's Origin Access Control
    // may read the media bucket, so deny it that prefix explicitly (an encoded or odd URL cannot reach it).
    props.mediaBucket.addToResourcePolicy(
      new PolicyStatement({
        sid: 'DenyCdnReadOfPrivatePrefix',
        effect: Effect.DENY,
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [props.mediaBucket.arnForObjects(`${props.privateMediaPrefix}*`)],
      }),
    );
  }
}
