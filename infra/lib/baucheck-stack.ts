import { routeEntries } from '@baucheck/functions/routes';
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { Api } from './api.ts';
import { Auth } from './auth.ts';
import { Cdn } from './cdn.ts';
import { Data, PDF_PREFIX } from './data.ts';
import { Monitoring } from './monitoring.ts';
import { REPO_ROOT } from './node-function.ts';
import type { RouteEntry } from './route-paths.ts';
import { type CustomDomain, type EmailSender, validateCustomDomain, validateEmailSender } from './settings.ts';
import { SpaHosting } from './spa-hosting.ts';

export interface BauCheckStackProps extends StackProps {
  /** @default the route table of `functions/` — tests pass their own to exercise other shapes. */
  routes?: readonly RouteEntry[];
  /** @default `frontend/dist` */
  spaDistDir?: string;
  /** @default 'BauCheck' */
  productTitle?: string;
  /** The operators' address for alarms (`npm run deploy -- -c alarmEmail=…`); without it, subscribe later. */
  alarmEmail?: string;
  /** The web ACL of the optional WAF stack (`-c waf=true`, infra/lib/waf.ts). */
  webAclArn?: string;
  /** The Land's own domain and certificate (`-c domainName=… -c certificateArn=…`, settings.ts). */
  domain?: CustomDomain;
  /** Cognito's e-mails through SES (`-c sesFromAddress=…`, settings.ts). @default Cognito's own sender */
  emailSender?: EmailSender;
}

/**
 * The whole product in one environment-agnostic stack (no lookups, so it synthesises offline):
 * CloudFront in front of the SPA bucket, the HTTP API with one function per route, and the media bucket;
 * DynamoDB and Cognito behind the functions.
 */
export class BauCheckStack extends Stack {
  constructor(scope: Construct, id: string, props: BauCheckStackProps = {}) {
    super(scope, id, props);
    const routes = props.routes ?? routeEntries();
    const productTitle = props.productTitle ?? 'BauCheck';
    // Checked here as well as in the context parsing: tests and other apps construct the stack directly.
    const domain = props.domain ? validateCustomDomain(props.domain) : undefined;
    const emailSender = props.emailSender ? validateEmailSender(props.emailSender) : undefined;

    const data = new Data(this, 'Data');
    const auth = new Auth(this, 'Auth', { productTitle, ...(emailSender ? { emailSender } : {}) });
    const api = new Api(this, 'Api', {
      routes,
      table: data.table,
      mediaBucket: data.mediaBucket,
      userPool: auth.userPool,
      userPoolClient: auth.userPoolClient,
      serviceName: 'baucheck',
    });
    const spa = new SpaHosting(this, 'Spa', { distDir: props.spaDistDir ?? `${REPO_ROOT}frontend/dist` });
    const cdn = new Cdn(this, 'Cdn', {
      spaBucket: spa.bucket,
      mediaBucket: data.mediaBucket,
      apiDomainName: api.domainName,
      apiOriginVerifyValue: api.originVerifyValue,
      routes,
      privateMediaPrefix: PDF_PREFIX,
      ...(props.webAclArn ? { webAclArn: props.webAclArn } : {}),
      ...(domain ? { domain } : {}),
    });
    spa.deploy(cdn.distribution);
    // The app's one origin: the SPA, the API and the media share it, so CORS, cookies and the CSP's
    // 'self' need no setting of their own; only absolute links (the check's address in the PDF) do.
    const appUrl = `https://${cdn.domainName}`;
    api.addEnvironment('APP_URL', appUrl);
    // Staff changes to public content drop the CDN's cached copies (functions/src/lib/cdn-invalidation.ts).
    // No cycle: the distribution depends on the HTTP API itself, not on its routes or their functions.
    api.addEnvironment('CDN_DISTRIBUTION_ID', cdn.distribution.distributionId);
    cdn.distribution.grantCreateInvalidation(api.writeRole);

    new Monitoring(this, 'Monitoring', {
      httpApi: api.httpApi,
      pdfFunctions: routes
        .filter(([, route]) => route.produces === 'application/pdf')
        .flatMap(([routeId]) => api.functions.get(routeId) ?? []),
      table: data.table,
      ...(props.alarmEmail ? { alarmEmail: props.alarmEmail } : {}),
    });

    const output = (name: string, value: string, description: string) =>
      new CfnOutput(this, name, { value, description });
    output('AppUrl', appUrl, domain ? "The app under the Land's domain" : 'The app (CloudFront)');
    output('DistributionDomainName', cdn.distribution.distributionDomainName, 'CloudFront domain name');
    if (domain && !domain.hostedZone) {
      // No Route 53 zone given: the Land sets this record at its DNS provider.
      output(
        'DnsRecord',
        `${domain.name}. CNAME ${cdn.distribution.distributionDomainName}.`,
        'Set this record at your DNS provider (for a zone apex use an ALIAS/ANAME record to the same target)',
      );
    }
    output('ApiUrl', api.httpApi.apiEndpoint, 'HTTP API endpoint (use the CloudFront URL + /api instead)');
    output('UserPoolId', auth.userPool.userPoolId, 'Cognito user pool id');
    output('UserPoolClientId', auth.userPoolClient.userPoolClientId, 'Cognito app client id');
    output('TableName', data.table.tableName, 'DynamoDB table');
    output('MediaBucketName', data.mediaBucket.bucketName, 'Images and generated PDFs');
    output('SpaBucketName', spa.bucket.bucketName, 'Built SPA');
  }
}
