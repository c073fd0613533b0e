import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TABLE_DESIGN } from '@baucheck/functions/data/table-design';
import { PUBLIC_CACHE_SECONDS } from '@baucheck/functions/lib/middleware/cache-headers';
import { SPA_CONTENT_SECURITY_POLICY, SPA_SECURITY_HEADERS } from '@baucheck/functions/lib/spa-headers';
import { routeEntries } from '@baucheck/functions/routes';
import { PDF_KEY_PREFIX } from '@baucheck/functions/services/pdf/store';
import { PASSWORD_POLICY } from '@baucheck/shared/password-policy';
import type { App } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Resource, resourcesOf, routeFunctionsOf, type Synthesized, synthesize } from './synthesize.ts';

// Managed CloudFront policies (fixed ids, documented by AWS).
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const CACHING_OPTIMIZED = '658327ea-f89d-4fab-a63d-7e88639e58f6';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

const routes = routeEntries();
const publicRoutes = routes.filter(([, route]) => route.cache === 'public');
/** What a client requests for a route, as a CloudFront path pattern: parameters become `*`. */
const expectedPattern = (path: string) => `/api${path.replace(/\{[^}]+\}/g, '*')}`;
/** HTTP API route keys cannot end in "/": `GET /faqs/public/` becomes `GET /api/faqs/public`. */
const expectedRouteKey = (method: string, path: string) => `${method} /api${path.replace(/\/$/, '')}`;
const functionIdPrefix = (routeId: string) => `Api${routeId.charAt(0).toUpperCase()}${routeId.slice(1)}Function`;

interface CacheBehavior {
  PathPattern: string;
  TargetOriginId: string;
  CachePolicyId: unknown;
  OriginRequestPolicyId?: unknown;
  ResponseHeadersPolicyId?: unknown;
  AllowedMethods: string[];
  ViewerProtocolPolicy: string;
  FunctionAssociations?: Array<{ EventType: string; FunctionARN: unknown }>;
}
interface DistributionConfig {
  DefaultCacheBehavior: Omit<CacheBehavior, 'PathPattern'>;
  CacheBehaviors: CacheBehavior[];
  Origins: Array<{
    Id: string;
    DomainName: unknown;
    OriginAccessControlId?: unknown;
    S3OriginConfig?: unknown;
    OriginCustomHeaders?: Array<{ HeaderName: string; HeaderValue: unknown }>;
  }>;
  CustomErrorResponses?: unknown;
  HttpVersion: string;
}

describe('BauCheckStack', () => {
  let synthesized: Synthesized;

  beforeAll(() => {
    // Prepare: a directory without a build stands for "frontend not built".
    synthesized = synthesize({ spaDistDir: '/nonexistent/frontend/dist' });
  });
  afterAll(() => synthesized.cleanUp());

  const template = () => synthesized.template;
  const onlyResource = (type: string): [string, Resource] => {
    const entries = Object.entries(resourcesOf(template(), type));
    expect(entries).toHaveLength(1);
    return entries[0] as [string, Resource];
  };
  const distributionConfig = () =>
    onlyResource('AWS::CloudFront::Distribution')[1].Properties.DistributionConfig as DistributionConfig;
  const behavior = (pattern: string) => {
    const found = distributionConfig().CacheBehaviors.find((candidate) => candidate.PathPattern === pattern);
    expect(found, `behaviour ${pattern}`).toBeDefined();
    return found as CacheBehavior;
  };
  const functionOf = (routeId: string): [string, Resource] => {
    const matches = Object.entries(routeFunctionsOf(template())).filter(([logicalId]) =>
      logicalId.startsWith(functionIdPrefix(routeId)),
    );
    expect(matches, `function of route ${routeId}`).toHaveLength(1);
    return matches[0] as [string, Resource];
  };

  describe('API', () => {
    it('creates exactly one Node.js 24 function per route table entry', () => {
      // Assess
      expect(Object.keys(routeFunctionsOf(template()))).toHaveLength(routes.length);
      for (const [routeId] of routes) functionOf(routeId);
    });

    it('configures every route function alike: arm64, 512 MB, 10 s, no tracing, a log group kept a month', () => {
      const ownSettings = new Set(
        routes.filter(([, route]) => route.lambda).map(([routeId]) => functionOf(routeId)[0]),
      );
      for (const [logicalId, fn] of Object.entries(routeFunctionsOf(template()))) {
        if (!ownSettings.has(logicalId)) {
          expect(fn.Properties, logicalId).toMatchObject({ Architectures: ['arm64'], MemorySize: 512, Timeout: 10 });
        }
        expect(fn.Properties.TracingConfig, logicalId).toBeUndefined();
        const logGroupRef = (fn.Properties.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
        expect(resourcesOf(template(), 'AWS::Logs::LogGroup')[logGroupRef]?.Properties.RetentionInDays).toBe(30);
      }
    });

    it('gives the PDF routes Chromium-sized functions: x86_64 (the Chromium build), ≥ 1600 MB, 25 s', () => {
      const pdfRoutes = routes.filter(([, route]) => route.handler.startsWith('export/'));
      expect(pdfRoutes.map(([routeId]) => routeId).sort()).toEqual(['exportCheckDocumentation', 'exportSummary']);
      for (const [routeId] of pdfRoutes) {
        const [logicalId, fn] = functionOf(routeId);
        expect(fn.Properties.Architectures, logicalId).toEqual(['x86_64']);
        expect(fn.Properties.MemorySize, logicalId).toBeGreaterThanOrEqual(1600);
        // Above a cold start plus the 15 s render limit, below API Gateway's 30 s integration timeout
        expect(fn.Properties.Timeout, logicalId).toBe(25);
      }
    });

    it('gives every function the environment it validates at start-up', () => {
      for (const [logicalId, fn] of Object.entries(routeFunctionsOf(template()))) {
        const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
        expect(Object.keys(variables).sort(), logicalId).toEqual(
          [
            'APP_URL',
            'CDN_DISTRIBUTION_ID',
            'COGNITO_CLIENT_ID',
            'COGNITO_USER_POOL_ID',
            'CSRF_SECRET',
            'MEDIA_BUCKET',
            'NODE_OPTIONS',
            'ORIGIN_VERIFY_SECRET',
            'POWERTOOLS_SERVICE_NAME',
            'TABLE_NAME',
          ].sort(),
        );
        expect(variables.NODE_OPTIONS).toBe('--enable-source-maps');
        expect(variables.TABLE_NAME).toEqual({ Ref: onlyResource('AWS::DynamoDB::Table')[0] });
        expect(variables.CDN_DISTRIBUTION_ID).toEqual({ Ref: onlyResource('AWS::CloudFront::Distribution')[0] });
      }
    });

    it('passes the CSRF and origin secrets as Secrets Manager dynamic references, never as literals', () => {
      // Assess
      const secrets = Object.entries(resourcesOf(template(), 'AWS::SecretsManager::Secret'));
      expect(secrets.map(([id]) => id.replace(/[0-9A-F]{8}$/, '')).sort()).toEqual([
        'ApiCsrfSecret',
        'ApiOriginVerifySecret',
      ]);
      for (const [secretId, secret] of secrets) {
        expect(secret.Properties.GenerateSecretString).toMatchObject({ PasswordLength: 48 });
        const variable = secretId.startsWith('ApiCsrf') ? 'CSRF_SECRET' : 'ORIGIN_VERIFY_SECRET';
        for (const [logicalId, fn] of Object.entries(routeFunctionsOf(template()))) {
          const value = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables[variable];
          expect(typeof value, logicalId).not.toBe('string');
          const serialized = JSON.stringify(value);
          expect(serialized).toContain('{{resolve:secretsmanager:');
          expect(serialized).toContain(secretId);
        }
      }
    });

    it('has one HTTP API route per entry, with the route table method and path, to that route`s function', () => {
      // Prepare
      const apiRoutes = Object.values(resourcesOf(template(), 'AWS::ApiGatewayV2::Route'));
      const integrations = resourcesOf(template(), 'AWS::ApiGatewayV2::Integration');
      // Assess: the entries' routes, and the HEAD twins of the GET routes (see the next test)
      expect(apiRoutes.map((route) => route.Properties.RouteKey).sort()).toEqual(
        routes
          .flatMap(([, route]) =>
            (route.method === 'GET' ? ['GET', 'HEAD'] : [route.method]).map((method) =>
              expectedRouteKey(method, route.path),
            ),
          )
          .sort(),
      );
      for (const [routeId, route] of routes) {
        const apiRoute = apiRoutes.find((r) => r.Properties.RouteKey === expectedRouteKey(route.method, route.path));
        const target = JSON.stringify(apiRoute?.Properties.Target);
        const integrationId = Object.keys(integrations).find((id) => target.includes(`"${id}"`));
        const uri = JSON.stringify(integrations[integrationId ?? '']?.Properties.IntegrationUri);
        expect(uri, `integration of ${routeId}`).toContain(`"${functionOf(routeId)[0]}"`);
      }
    });

    it('answers HEAD on every GET route: a HEAD route to the same integration, and no HEAD on other methods', () => {
      // Prepare
      const apiRoutes = Object.values(resourcesOf(template(), 'AWS::ApiGatewayV2::Route'));
      const routeByKey = (key: string) => apiRoutes.find((candidate) => candidate.Properties.RouteKey === key);
      const getRoutes = routes.filter(([, route]) => route.method === 'GET');
      expect(getRoutes.length).toBeGreaterThan(0);
      // Assess
      for (const [routeId, route] of getRoutes) {
        const get = routeByKey(expectedRouteKey('GET', route.path));
        const head = routeByKey(expectedRouteKey('HEAD', route.path));
        expect(head, `HEAD twin of ${routeId}`).toBeDefined();
        expect(head?.Properties.Target, `target of the HEAD twin of ${routeId}`).toEqual(get?.Properties.Target);
        expect(head?.Properties.AuthorizationType).toEqual(get?.Properties.AuthorizationType);
      }
      const heads = apiRoutes.filter((candidate) => String(candidate.Properties.RouteKey).startsWith('HEAD '));
      expect(heads).toHaveLength(getRoutes.length);
    });

    it('lets GET routes only read, and gives other methods write access and the Cognito admin calls', () => {
      // Prepare: a GET and a POST route that reuse the real table's first handler module.
      const [, first] = routes[0] ?? [];
      if (!first) throw new Error('the route table is empty');
      const probe = synthesize({
        spaDistDir: '/nonexistent',
        routes: [
          ['readProbe', { ...first, method: 'GET', path: '/probe/', cache: 'private' }],
          ['writeProbe', { ...first, method: 'POST', path: '/probe/', cache: 'private' }],
        ],
      });
      const actionsOf = (routeId: string): string[] => {
        const fn = Object.entries(routeFunctionsOf(probe.template)).find(([id]) =>
          id.startsWith(functionIdPrefix(routeId)),
        )?.[1];
        const roleId = (fn?.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
        return Object.values(resourcesOf(probe.template, 'AWS::IAM::Policy'))
          .filter((policy) => (policy.Properties.Roles as Array<{ Ref: string }>).some((role) => role.Ref === roleId))
          .flatMap(
            (policy) =>
              (policy.Properties.PolicyDocument as { Statement: Array<{ Action: string | string[] }> }).Statement,
          )
          .flatMap((statement) => statement.Action);
      };
      try {
        // Act
        const readActions = actionsOf('readProbe');
        const writeActions = actionsOf('writeProbe');
        // Assess
        expect(readActions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']));
        expect(readActions.filter((action) => /^dynamodb:(Put|Update|Delete|BatchWrite)/.test(action))).toEqual([]);
        expect(readActions.filter((action) => action.startsWith('cognito-idp:'))).toEqual([]);
        expect(writeActions).toEqual(
          expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem', 'cognito-idp:AdminDisableUser']),
        );
        for (const actions of [readActions, writeActions]) {
          expect(actions).toEqual(expect.arrayContaining(['s3:GetObject*', 's3:PutObject']));
        }
        // Staff changes drop the CDN's cached public reads; reads never need to
        expect(writeActions).toContain('cloudfront:CreateInvalidation');
        expect(readActions).not.toContain('cloudfront:CreateInvalidation');
      } finally {
        probe.cleanUp();
      }
    });
  });

  describe('data', () => {
    it('creates the table of TABLE_DESIGN: on demand, PITR, deletion protection, TTL, kept on delete', () => {
      const [, table] = onlyResource('AWS::DynamoDB::Table');
      expect(table.DeletionPolicy).toBe('Retain');
      expect(table.Properties).toMatchObject({
        BillingMode: 'PAY_PER_REQUEST',
        DeletionProtectionEnabled: true,
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        TimeToLiveSpecification: { AttributeName: TABLE_DESIGN.timeToLiveAttribute, Enabled: true },
        SSESpecification: { SSEEnabled: true },
        KeySchema: [
          { AttributeName: TABLE_DESIGN.partitionKey, KeyType: 'HASH' },
          { AttributeName: TABLE_DESIGN.sortKey, KeyType: 'RANGE' },
        ],
      });
      expect(table.Properties.GlobalSecondaryIndexes).toEqual(
        TABLE_DESIGN.globalIndexes.map((index) => ({
          IndexName: index.name,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
      );
    });

    it('keeps every bucket private, encrypted, TLS-only and retained; the content buckets versioned and logged', () => {
      const buckets = resourcesOf(template(), 'AWS::S3::Bucket');
      expect(Object.keys(buckets)).toHaveLength(3);
      const policies = Object.values(resourcesOf(template(), 'AWS::S3::BucketPolicy'));
      const [logBucketId] = Object.keys(buckets).filter((logicalId) => logicalId.startsWith('AccessLogs'));
      for (const [logicalId, bucket] of Object.entries(buckets)) {
        expect(bucket.DeletionPolicy, logicalId).toBe('Retain');
        expect(bucket.Properties, logicalId).toMatchObject({
          PublicAccessBlockConfiguration: {
            BlockPublicAcls: true,
            BlockPublicPolicy: true,
            IgnorePublicAcls: true,
            RestrictPublicBuckets: true,
          },
          BucketEncryption: {
            ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
          },
        });
        const policy = policies.find((p) => JSON.stringify(p.Properties.Bucket) === JSON.stringify({ Ref: logicalId }));
        expect(JSON.stringify(policy?.Properties.PolicyDocument), logicalId).toMatch(
          /"Condition":\{"Bool":\{"aws:SecureTransport":"false"\}\},"Effect":"Deny"/,
        );
        if (logicalId === logBucketId) {
          // Access logs hold client addresses: kept 30 days.
          expect(bucket.Properties.LifecycleConfiguration, logicalId).toMatchObject({
            Rules: [{ ExpirationInDays: 30, Status: 'Enabled' }],
          });
        } else {
          expect(bucket.Properties, logicalId).toMatchObject({
            VersioningConfiguration: { Status: 'Enabled' },
            LoggingConfiguration: { DestinationBucketName: { Ref: logBucketId } },
          });
        }
      }
    });

    it('expires generated PDFs after a day and keeps the CDN away from them', () => {
      const [mediaId, media] = Object.entries(resourcesOf(template(), 'AWS::S3::Bucket')).find(([id]) =>
        id.startsWith('DataMediaBucket'),
      ) ?? ['', undefined];
      const rules = (media?.Properties.LifecycleConfiguration as { Rules: Array<Record<string, unknown>> }).Rules;
      expect(rules).toContainEqual(expect.objectContaining({ Prefix: 'pdf/', ExpirationInDays: 1, Status: 'Enabled' }));
      // …the prefix the PDF functions store under
      expect(PDF_KEY_PREFIX).toBe('pdf/');
      expect(rules).toContainEqual(expect.objectContaining({ NoncurrentVersionExpiration: { NoncurrentDays: 30 } }));
      template().hasResourceProperties('AWS::S3::BucketPolicy', {
        Bucket: { Ref: mediaId },
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({
              Effect: 'Deny',
              Principal: { Service: 'cloudfront.amazonaws.com' },
              Action: 's3:GetObject',
              Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [mediaId, 'Arn'] }, '/pdf/*']] },
            }),
          ]),
        },
      });
    });
  });

  describe('CDN', () => {
    it('serves the SPA bucket through Origin Access Control with the history fallback and security headers', () => {
      const config = distributionConfig();
      expect(config.HttpVersion).toBe('http2and3');
      // Distribution-wide error pages would also replace the API's JSON errors.
      expect(config.CustomErrorResponses).toBeUndefined();
      const origin = config.Origins.find((o) => o.Id === config.DefaultCacheBehavior.TargetOriginId);
      expect(JSON.stringify(origin?.DomainName)).toMatch(/SpaBucket/);
      expect(origin?.OriginAccessControlId).toBeDefined();
      expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
      expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
        {
          EventType: 'viewer-request',
          FunctionARN: { 'Fn::GetAtt': [expect.stringMatching(/^CdnSpaFallback/), 'FunctionARN'] },
        },
      ]);
    });

    it('sends the SPA security headers, allowing municipalities to frame the check', () => {
      const policyId = JSON.stringify(distributionConfig().DefaultCacheBehavior.ResponseHeadersPolicyId);
      const [, policy] =
        Object.entries(resourcesOf(template(), 'AWS::CloudFront::ResponseHeadersPolicy')).find(([id]) =>
          policyId.includes(`"${id}"`),
        ) ?? [];
      const config = policy?.Properties.ResponseHeadersPolicyConfig as {
        SecurityHeadersConfig: Record<string, Record<string, unknown>>;
        CustomHeadersConfig: { Items: Array<{ Header: string; Value: string; Override: boolean }> };
      };
      expect(config.SecurityHeadersConfig.ContentSecurityPolicy?.ContentSecurityPolicy).toBe(
        SPA_CONTENT_SECURITY_POLICY,
      );
      expect(SPA_CONTENT_SECURITY_POLICY).toContain('frame-ancestors *');
      expect(config.SecurityHeadersConfig.FrameOptions).toBeUndefined();
      // Every header of the local gateway reaches the browser: as a security header of the policy, or a custom one.
      const securityHeaderKeys: Record<string, string> = {
        'content-security-policy': 'ContentSecurityPolicy',
        'x-content-type-options': 'ContentTypeOptions',
        'referrer-policy': 'ReferrerPolicy',
        'strict-transport-security': 'StrictTransportSecurity',
      };
      for (const [header, value] of Object.entries(SPA_SECURITY_HEADERS)) {
        const key = securityHeaderKeys[header.toLowerCase()];
        if (key) expect(config.SecurityHeadersConfig[key], header).toMatchObject({ Override: true });
        else expect(config.CustomHeadersConfig.Items).toContainEqual({ Header: header, Value: value, Override: true });
      }
    });

    it('routes /api/* uncached to the HTTP API with every viewer value but Host, and all methods', () => {
      const api = behavior('/api/*');
      expect(api.CachePolicyId).toBe(CACHING_DISABLED);
      expect(api.OriginRequestPolicyId).toBe(ALL_VIEWER_EXCEPT_HOST_HEADER);
      expect(api.AllowedMethods.sort()).toEqual(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT']);
      const origin = distributionConfig().Origins.find((o) => o.Id === api.TargetOriginId);
      expect(JSON.stringify(origin?.DomainName)).toMatch(/ApiHttpApi/);
      // The value the functions require (lib/origin.ts), from the same secret, so nobody goes round the CDN
      const [header] = origin?.OriginCustomHeaders ?? [];
      expect(header?.HeaderName).toBe('X-Origin-Verify');
      expect(JSON.stringify(header?.HeaderValue)).toMatch(/\{\{resolve:secretsmanager:.*ApiOriginVerifySecret/);
      expect(api.FunctionAssociations?.[0]?.FunctionARN).toEqual({
        'Fn::GetAtt': [expect.stringMatching(/^CdnApiTrailingSlash/), 'FunctionARN'],
      });
    });

    it('caches each public route in its own behaviour, ahead of /api/*, with a cookie- and Authorization-free key', () => {
      const patterns = distributionConfig().CacheBehaviors.map((b) => b.PathPattern);
      expect(publicRoutes.length).toBeGreaterThan(0);
      for (const [routeId, route] of publicRoutes) {
        const pattern = expectedPattern(route.path);
        const cached = behavior(pattern);
        expect(patterns.indexOf(pattern), routeId).toBeLessThan(patterns.indexOf('/api/*'));
        expect(cached.TargetOriginId).toBe(behavior('/api/*').TargetOriginId);
        expect(cached.FunctionAssociations).toEqual(behavior('/api/*').FunctionAssociations);
        expect(cached.AllowedMethods.sort()).toEqual(['GET', 'HEAD']);
        const cachePolicyId = (cached.CachePolicyId as { Ref: string }).Ref;
        const cachePolicy = resourcesOf(template(), 'AWS::CloudFront::CachePolicy')[cachePolicyId];
        expect(cachePolicy?.Properties.CachePolicyConfig).toMatchObject({
          MinTTL: 0,
          DefaultTTL: 0,
          ParametersInCacheKeyAndForwardedToOrigin: {
            CookiesConfig: { CookieBehavior: 'none' },
            HeadersConfig: { HeaderBehavior: 'none' },
            QueryStringsConfig: { QueryStringBehavior: 'all' },
            EnableAcceptEncodingGzip: true,
            EnableAcceptEncodingBrotli: true,
          },
        });
        // Keeps copies for s-maxage and the stale period after it (stale-if-error: served while the API fails).
        expect((cachePolicy?.Properties.CachePolicyConfig as { MaxTTL: number }).MaxTTL).toBeGreaterThanOrEqual(
          PUBLIC_CACHE_SECONDS.cdn + PUBLIC_CACHE_SECONDS.staleIfError,
        );
        const originRequestId = (cached.OriginRequestPolicyId as { Ref: string }).Ref;
        const originRequest = resourcesOf(template(), 'AWS::CloudFront::OriginRequestPolicy')[originRequestId];
        expect(originRequest?.Properties.OriginRequestPolicyConfig).toMatchObject({
          CookiesConfig: { CookieBehavior: 'none' },
          HeadersConfig: { HeaderBehavior: 'none' },
        });
      }
    });

    it('serves /media/* from the media bucket through Origin Access Control, optimised caching', () => {
      const media = behavior('/media/*');
      expect(media.CachePolicyId).toBe(CACHING_OPTIMIZED);
      const origin = distributionConfig().Origins.find((o) => o.Id === media.TargetOriginId);
      expect(JSON.stringify(origin?.DomainName)).toMatch(/DataMediaBucket/);
      expect(origin?.OriginAccessControlId).toBeDefined();
      expect(media.FunctionAssociations?.[0]?.FunctionARN).toEqual({
        'Fn::GetAtt': [expect.stringMatching(/^CdnMediaPrefix/), 'FunctionARN'],
      });
    });
  });

  describe('SPA upload', () => {
    it('uploads a built SPA: hashed assets cached for a year, documents revalidated, pruned and invalidated', () => {
      // Prepare
      const distDir = mkdtempSync(join(tmpdir(), 'baucheck-dist-'));
      mkdirSync(join(distDir, 'assets'));
      writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>BauCheck</title>');
      writeFileSync(join(distDir, 'assets', 'index-3f2a9c.js'), 'export {};');
      const built = synthesize({ spaDistDir: distDir });
      try {
        // Act
        const deployments = Object.values(resourcesOf(built.template, 'Custom::CDKBucketDeployment'));
        const documents = deployments.find((deployment) => deployment.Properties.DistributionPaths);
        const assets = deployments.find((deployment) => !deployment.Properties.DistributionPaths);
        // Assess
        expect(deployments).toHaveLength(2);
        expect(documents?.Properties).toMatchObject({
          Prune: true,
          DistributionPaths: ['/*'],
          Exclude: ['assets/*'],
          SystemMetadata: { 'cache-control': 'no-cache' },
        });
        expect(assets?.Properties).toMatchObject({
          Include: ['assets/*'],
          SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
        });
        built.annotations.hasNoWarning('/BauCheck/Spa', Match.anyValue());
      } finally {
        built.cleanUp();
        rmSync(distDir, { recursive: true, force: true });
      }
    });

    it("leaves the build's gzip and Brotli copies out of the upload: CloudFront compresses on its own", () => {
      // Prepare: a build with the copies frontend/precompress.ts writes for the local gateway
      const distDir = mkdtempSync(join(tmpdir(), 'baucheck-dist-'));
      mkdirSync(join(distDir, 'assets'));
      writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>BauCheck</title>');
      for (const name of ['index-3f2a9c.js', 'index-3f2a9c.js.br', 'index-3f2a9c.js.gz']) {
        writeFileSync(join(distDir, 'assets', name), 'export {};');
      }
      const built = synthesize({ spaDistDir: distDir });
      try {
        // Act: the staged copy of the build that the deployments upload
        const outdir = (built.stack.node.root as App).outdir;
        const staged = readdirSync(outdir)
          .filter((name) => name.startsWith('asset.'))
          .map((name) => join(outdir, name))
          .find((folder) => existsSync(join(folder, 'index.html')));
        // Assess
        expect(staged).toBeDefined();
        expect(readdirSync(join(staged ?? '', 'assets'))).toEqual(['index-3f2a9c.js']);
      } finally {
        built.cleanUp();
        rmSync(distDir, { recursive: true, force: true });
      }
    });

    it('warns and uploads nothing when the SPA has not been built', () => {
      template().resourceCountIs('Custom::CDKBucketDeployment', 0);
      synthesized.annotations.hasWarning(
        '/BauCheck/Spa',
        Match.stringLikeRegexp('No SPA build at /nonexistent/frontend/dist'),
      );
    });
  });

  describe('auth', () => {
    it('creates the user pool with the shared password policy, e-mail sign-in and German codes', () => {
      const [, pool] = onlyResource('AWS::Cognito::UserPool');
      expect(pool.DeletionPolicy).toBe('Retain');
      expect(pool.Properties).toMatchObject({
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        UsernameConfiguration: { CaseSensitive: false },
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
        AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
        Policies: {
          PasswordPolicy: {
            MinimumLength: PASSWORD_POLICY.minLength,
            RequireLowercase: PASSWORD_POLICY.requireLowercase,
            RequireUppercase: PASSWORD_POLICY.requireUppercase,
            RequireNumbers: PASSWORD_POLICY.requireDigits,
            RequireSymbols: PASSWORD_POLICY.requireSymbols,
          },
        },
        VerificationMessageTemplate: {
          DefaultEmailOption: 'CONFIRM_WITH_CODE',
          EmailSubject: 'Ihr Bestätigungscode für BauCheck',
          EmailMessage: expect.stringContaining('{####}'),
        },
      });
    });

    it('creates a public client for USER_PASSWORD_AUTH with 1 h tokens and a 30-day refresh token', () => {
      const [, client] = onlyResource('AWS::Cognito::UserPoolClient');
      expect(client.Properties).toMatchObject({
        GenerateSecret: false,
        PreventUserExistenceErrors: 'ENABLED',
        AccessTokenValidity: 60,
        IdTokenValidity: 60,
        RefreshTokenValidity: 43200,
        TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'minutes' },
      });
      expect((client.Properties.ExplicitAuthFlows as string[]).sort()).toEqual([
        'ALLOW_REFRESH_TOKEN_AUTH',
        'ALLOW_USER_PASSWORD_AUTH',
      ]);
    });
  });

  it('outputs what a deploy needs to know', () => {
    const outputs = Object.keys(template().findOutputs('*'));
    expect(outputs).toEqual(
      expect.arrayContaining([
        'DistributionDomainName',
        'ApiUrl',
        'UserPoolId',
        'UserPoolClientId',
        'TableName',
        'MediaBucketName',
        'SpaBucketName',
      ]),
    );
  });
});
