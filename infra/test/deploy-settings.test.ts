import { App } from 'aws-cdk-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { BauCheckStack } from '../lib/baucheck-stack.ts';
import { deploySettings } from '../lib/settings.ts';
import { type Resource, resourcesOf, routeFunctionsOf, type Synthesized, synthesize } from './synthesize.ts';

const CERTIFICATE_ARN = 'arn:aws:acm:us-east-1:111111111111:certificate/0f1e2d3c-aaaa-bbbb-cccc-123456789abc';
const SES_DOMAIN_ARN = 'arn:aws:ses:eu-central-1:111111111111:identity/land.example.de';
const DOMAIN = 'baucheck.land.example.de';

/** What `-c key=value` hands the app: strings (or a boolean from cdk.json). */
const fromContext = (context: Record<string, string | boolean>) => deploySettings((key) => context[key]);

// The Land's domain in its own Route 53 zone, e-mail through its SES domain identity.
const inZone = synthesize({
  domain: {
    name: DOMAIN,
    certificateArn: CERTIFICATE_ARN,
    hostedZone: { id: 'Z0123456789ABCDEFGHIJ', name: 'land.example.de' },
  },
  emailSender: { from: 'noreply@land.example.de', identityArn: SES_DOMAIN_ARN, replyTo: 'baucheck@land.example.de' },
});
// The domain at another DNS provider, the sender address verified by itself.
const elsewhere = synthesize({
  domain: { name: DOMAIN, certificateArn: CERTIFICATE_ARN },
  emailSender: { from: 'baucheck@land.example.de' },
});
const plain = synthesize();
afterAll(() => [inZone, elsewhere, plain].forEach((synthesized) => synthesized.cleanUp()));

const only = (synthesized: Synthesized, type: string): [string, Resource] => {
  const entries = Object.entries(resourcesOf(synthesized.template, type));
  expect(entries, type).toHaveLength(1);
  return entries[0] as [string, Resource];
};
const distributionConfig = (synthesized: Synthesized) =>
  only(synthesized, 'AWS::CloudFront::Distribution')[1].Properties.DistributionConfig as Record<string, unknown>;
const appUrlsOf = (synthesized: Synthesized) =>
  Object.values(routeFunctionsOf(synthesized.template)).map(
    (fn) => (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables.APP_URL,
  );
const outputValue = (synthesized: Synthesized, name: string) =>
  (synthesized.template.findOutputs(name)[name] as { Value: unknown } | undefined)?.Value;

describe('the Land’s own domain', () => {
  it('serves the domain with its us-east-1 certificate, SNI and at least TLS 1.2', () => {
    for (const synthesized of [inZone, elsewhere]) {
      expect(distributionConfig(synthesized)).toMatchObject({
        Aliases: [DOMAIN],
        ViewerCertificate: {
          AcmCertificateArn: CERTIFICATE_ARN,
          SslSupportMethod: 'sni-only',
          MinimumProtocolVersion: 'TLSv1.2_2021',
        },
      });
    }
  });

  it('keeps the *.cloudfront.net name and certificate without a domain', () => {
    const config = distributionConfig(plain);
    expect(config.Aliases).toBeUndefined();
    expect(JSON.stringify(config)).not.toContain('AcmCertificateArn');
    expect(Object.keys(resourcesOf(plain.template, 'AWS::Route53::RecordSet'))).toHaveLength(0);
    expect(plain.template.findOutputs('DnsRecord')).toEqual({});
  });

  it('creates A and AAAA alias records to the distribution in the given hosted zone', () => {
    const [distributionId] = only(inZone, 'AWS::CloudFront::Distribution');
    const records = Object.values(resourcesOf(inZone.template, 'AWS::Route53::RecordSet'));
    expect(records.map((record) => record.Properties.Type).sort()).toEqual(['A', 'AAAA']);
    for (const record of records) {
      expect(record.Properties).toMatchObject({
        HostedZoneId: 'Z0123456789ABCDEFGHIJ',
        Name: `${DOMAIN}.`,
        AliasTarget: { DNSName: { 'Fn::GetAtt': [distributionId, 'DomainName'] } },
      });
    }
    expect(inZone.template.findOutputs('DnsRecord')).toEqual({});
  });

  it('without a hosted zone, outputs the CNAME record the Land sets at its DNS provider', () => {
    const [distributionId] = only(elsewhere, 'AWS::CloudFront::Distribution');
    expect(Object.keys(resourcesOf(elsewhere.template, 'AWS::Route53::RecordSet'))).toHaveLength(0);
    expect(outputValue(elsewhere, 'DnsRecord')).toEqual({
      'Fn::Join': ['', [`${DOMAIN}. CNAME `, { 'Fn::GetAtt': [distributionId, 'DomainName'] }, '.']],
    });
  });

  it('gives every function and the AppUrl output the domain as the app’s address', () => {
    for (const synthesized of [inZone, elsewhere]) {
      expect(new Set(appUrlsOf(synthesized))).toEqual(new Set([`https://${DOMAIN}`]));
      expect(outputValue(synthesized, 'AppUrl')).toBe(`https://${DOMAIN}`);
    }
    const [distributionId] = only(plain, 'AWS::CloudFront::Distribution');
    const cloudFrontUrl = { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }]] };
    for (const appUrl of appUrlsOf(plain)) expect(appUrl).toEqual(cloudFrontUrl);
    expect(outputValue(plain, 'AppUrl')).toEqual(cloudFrontUrl);
  });
});

describe('Cognito’s e-mail sender', () => {
  it('sends through the SES identity with the product as sender name when one is given', () => {
    const [, pool] = only(inZone, 'AWS::Cognito::UserPool');
    expect(pool.Properties.EmailConfiguration).toEqual({
      EmailSendingAccount: 'DEVELOPER',
      From: 'BauCheck <noreply@land.example.de>',
      ReplyToEmailAddress: 'baucheck@land.example.de',
      SourceArn: SES_DOMAIN_ARN,
    });
  });

  it('takes the address itself as identity in the stack’s region when no identity ARN is given', () => {
    const [, pool] = only(elsewhere, 'AWS::Cognito::UserPool');
    expect(pool.Properties.EmailConfiguration).toMatchObject({
      EmailSendingAccount: 'DEVELOPER',
      From: 'BauCheck <baucheck@land.example.de>',
      SourceArn: {
        'Fn::Join': [
          '',
          [
            'arn:',
            { Ref: 'AWS::Partition' },
            ':ses:',
            { Ref: 'AWS::Region' },
            ':',
            { Ref: 'AWS::AccountId' },
            ':identity/baucheck@land.example.de',
          ],
        ],
      },
    });
  });

  it('keeps Cognito’s own sender without SES settings', () => {
    const [, pool] = only(plain, 'AWS::Cognito::UserPool');
    expect(pool.Properties.EmailConfiguration).toBeUndefined();
  });
});

describe('deploy settings from the CDK context', () => {
  it('reads the domain, its zone and the SES sender', () => {
    expect(
      fromContext({
        domainName: 'BauCheck.Land.Example.de.',
        certificateArn: CERTIFICATE_ARN,
        hostedZoneId: 'Z0123456789ABCDEFGHIJ',
        hostedZoneName: 'land.example.de',
        sesFromAddress: 'noreply@land.example.de',
        sesIdentityArn: SES_DOMAIN_ARN,
        alarmEmail: 'betrieb@land.example.de',
        waf: 'true',
      }),
    ).toEqual({
      alarmEmail: 'betrieb@land.example.de',
      waf: true,
      domain: {
        name: DOMAIN,
        certificateArn: CERTIFICATE_ARN,
        hostedZone: { id: 'Z0123456789ABCDEFGHIJ', name: 'land.example.de' },
      },
      emailSender: { from: 'noreply@land.example.de', identityArn: SES_DOMAIN_ARN },
    });
    expect(fromContext({})).toEqual({ waf: false });
  });

  it('refuses a certificate outside us-east-1 and says where to request it', () => {
    expect(() =>
      fromContext({
        domainName: DOMAIN,
        certificateArn: 'arn:aws:acm:eu-central-1:111111111111:certificate/0f1e2d3c',
      }),
    ).toThrow(/certificateArn is in eu-central-1, but CloudFront takes certificates from us-east-1 only/);
    // The stack checks what it is given directly, too (before it creates anything).
    expect(
      () =>
        new BauCheckStack(new App(), 'Refused', {
          domain: { name: DOMAIN, certificateArn: 'arn:aws:acm:eu-central-1:111111111111:certificate/0f1e2d3c' },
        }),
    ).toThrow(/us-east-1/);
  });

  it('refuses settings that only work together when one is missing', () => {
    expect(() => fromContext({ domainName: DOMAIN })).toThrow(/domainName needs -c certificateArn=…/);
    expect(() => fromContext({ certificateArn: CERTIFICATE_ARN })).toThrow(/certificateArn needs -c domainName=…/);
    expect(() =>
      fromContext({ domainName: DOMAIN, certificateArn: CERTIFICATE_ARN, hostedZoneId: 'Z0123456789ABCDEFGHIJ' }),
    ).toThrow(/hostedZoneId needs -c hostedZoneName=…/);
    expect(() => fromContext({ sesIdentityArn: SES_DOMAIN_ARN })).toThrow(/sesIdentityArn needs -c sesFromAddress=…/);
  });

  it('refuses malformed values, a name outside its zone and a sender outside the SES identity', () => {
    expect(() => fromContext({ domainName: `https://${DOMAIN}`, certificateArn: CERTIFICATE_ARN })).toThrow(
      /is not a host name/,
    );
    expect(() => fromContext({ domainName: DOMAIN, certificateArn: 'arn:aws:acm:us-east-1:1:cert' })).toThrow(
      /is not an ACM certificate ARN/,
    );
    expect(() =>
      fromContext({
        domainName: 'baucheck.example.org',
        certificateArn: CERTIFICATE_ARN,
        hostedZoneId: 'Z0123456789ABCDEFGHIJ',
        hostedZoneName: 'land.example.de',
      }),
    ).toThrow(/not inside the hosted zone land.example.de/);
    expect(() => fromContext({ sesFromAddress: 'noreply@kommune.example.de', sesIdentityArn: SES_DOMAIN_ARN })).toThrow(
      /neither the SES identity land.example.de nor an address of that domain/,
    );
    expect(() => fromContext({ sesFromAddress: 'noreply' })).toThrow(
      /sesFromAddress="noreply" is not an e-mail address/,
    );
  });
});
