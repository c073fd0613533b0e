/*
 * The settings a Land gives `npm run deploy` as CDK context (`-c key=value`, README "In AWS betreiben"),
 * checked at synthesis so that a typo stops `cdk deploy` before CloudFormation starts, with a message
 * that names the setting, instead of a failed or half-configured stack.
 */

/** The Land's own address for the app, instead of the distribution's `*.cloudfront.net` name. */
export interface CustomDomain {
  /** Host name, e.g. `baucheck.land.example.de`. */
  name: string;
  /** ACM certificate for that name; CloudFront takes certificates from us-east-1 only. */
  certificateArn: string;
  /** A Route 53 zone of this account that holds the name: the stack creates the alias records. */
  hostedZone?: { id: string; name: string };
}

/** Cognito's e-mails (codes for sign-up and password reset) sent through SES instead of Cognito's own sender. */
export interface EmailSender {
  /** Sender address, verified in SES (itself or its domain). */
  from: string;
  /** ARN of the verified SES identity (the address or its domain). @default the address in the stack's region */
  identityArn?: string;
  /** @default none: replies go to the sender address */
  replyTo?: string;
}

export interface DeploySettings {
  alarmEmail?: string;
  waf: boolean;
  domain?: CustomDomain;
  emailSender?: EmailSender;
}

/** The context keys, as the README documents them. */
type SettingKey =
  | 'alarmEmail'
  | 'waf'
  | 'domainName'
  | 'certificateArn'
  | 'hostedZoneId'
  | 'hostedZoneName'
  | 'sesFromAddress'
  | 'sesIdentityArn'
  | 'sesReplyTo';

export class SettingError extends Error {
  constructor(message: string) {
    super(`Deploy setting: ${message}`);
    this.name = 'SettingError';
  }
}

const HOST_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const EMAIL_ADDRESS = /^[^\s@]+@([a-z0-9-]+\.)+[a-z]{2,63}$/;
const CERTIFICATE_ARN = /^arn:aws[a-z-]*:acm:([a-z0-9-]+):\d{12}:certificate\/[\w-]+$/;
const SES_IDENTITY_ARN = /^arn:aws[a-z-]*:ses:([a-z0-9-]+):\d{12}:identity\/(.+)$/;
const HOSTED_ZONE_ID = /^Z[A-Z0-9]{1,31}$/;

/** CloudFront's region for certificates (and web ACLs). */
export const CLOUDFRONT_CERTIFICATE_REGION = 'us-east-1';

const hostName = (key: SettingKey, value: string): string => {
  const name = value.trim().toLowerCase().replace(/\.$/, '');
  if (!HOST_NAME.test(name)) {
    throw new SettingError(
      `${key}="${value}" is not a host name (expected e.g. baucheck.land.example.de, no https://).`,
    );
  }
  return name;
};

const emailAddress = (key: SettingKey, value: string): string => {
  const address = value.trim();
  if (!EMAIL_ADDRESS.test(address.toLowerCase())) {
    throw new SettingError(`${key}="${value}" is not an e-mail address.`);
  }
  return address;
};

/** Checks the domain's values; the certificate must be in us-east-1, and the name inside its zone. */
export function validateCustomDomain(domain: CustomDomain): CustomDomain {
  const name = hostName('domainName', domain.name);
  const region = CERTIFICATE_ARN.exec(domain.certificateArn)?.[1];
  if (!region) {
    throw new SettingError(
      `certificateArn="${domain.certificateArn}" is not an ACM certificate ARN ` +
        '(arn:aws:acm:us-east-1:<account>:certificate/<id>).',
    );
  }
  if (region !== CLOUDFRONT_CERTIFICATE_REGION) {
    throw new SettingError(
      `certificateArn is in ${region}, but CloudFront takes certificates from ${CLOUDFRONT_CERTIFICATE_REGION} only: ` +
        `request the certificate for ${name} in ACM in ${CLOUDFRONT_CERTIFICATE_REGION} (N. Virginia) and pass its ARN.`,
    );
  }
  if (!domain.hostedZone) return { name, certificateArn: domain.certificateArn };
  if (!HOSTED_ZONE_ID.test(domain.hostedZone.id)) {
    throw new SettingError(`hostedZoneId="${domain.hostedZone.id}" is not a Route 53 hosted zone id (Z…).`);
  }
  const zoneName = hostName('hostedZoneName', domain.hostedZone.name);
  if (name !== zoneName && !name.endsWith(`.${zoneName}`)) {
    throw new SettingError(`domainName ${name} is not inside the hosted zone ${zoneName}.`);
  }
  return { name, certificateArn: domain.certificateArn, hostedZone: { id: domain.hostedZone.id, name: zoneName } };
}

/**
 * Checks the sender. An identity ARN names either the address itself or its domain; without one, the
 * address is the identity (in the stack's region). Cognito sends through SES in the user pool's region
 * or in us-east-1, us-west-2 or eu-west-1; which region the stack gets is known only at deploy time.
 */
export function validateEmailSender(sender: EmailSender): EmailSender {
  const from = emailAddress('sesFromAddress', sender.from);
  const replyTo = sender.replyTo === undefined ? undefined : emailAddress('sesReplyTo', sender.replyTo);
  if (sender.identityArn !== undefined) {
    const identity = SES_IDENTITY_ARN.exec(sender.identityArn)?.[2]?.toLowerCase();
    if (!identity) {
      throw new SettingError(
        `sesIdentityArn="${sender.identityArn}" is not an SES identity ARN ` +
          '(arn:aws:ses:<region>:<account>:identity/<domain or address>).',
      );
    }
    const fromLower = from.toLowerCase();
    if (identity !== fromLower && identity !== fromLower.split('@')[1]) {
      throw new SettingError(
        `sesFromAddress ${from} is neither the SES identity ${identity} nor an address of that domain.`,
      );
    }
  }
  return {
    from,
    ...(sender.identityArn !== undefined ? { identityArn: sender.identityArn } : {}),
    ...(replyTo !== undefined ? { replyTo } : {}),
  };
}

/** The region and identity (domain or address) an SES identity ARN names. */
export function sesIdentityOf(identityArn: string): { region: string; identity: string } {
  const [, region = '', identity = ''] = SES_IDENTITY_ARN.exec(identityArn) ?? [];
  return { region, identity: identity.toLowerCase() };
}

/**
 * The settings from the CDK context (`-c key=value` or cdk.json). Settings that only work together must
 * come together; an unknown key is not an error (the CDK's own flags live in the same context).
 */
export function deploySettings(tryGetContext: (key: string) => unknown): DeploySettings {
  const text = (key: SettingKey): string | undefined => {
    const value = tryGetContext(key);
    if (value === undefined || value === null || value === '') return undefined;
    return String(value).trim();
  };
  const requireTogether = (keys: SettingKey[], reason: string) => {
    const given = keys.filter((key) => text(key) !== undefined);
    if (given.length > 0 && given.length < keys.length) {
      const missing = keys.filter((key) => !given.includes(key));
      throw new SettingError(
        `${given.join(', ')} needs ${missing.map((key) => `-c ${key}=…`).join(' and ')}: ${reason}`,
      );
    }
  };
  requireTogether(['domainName', 'certificateArn'], 'CloudFront serves a domain only with its certificate.');
  requireTogether(
    ['hostedZoneId', 'hostedZoneName'],
    'the alias records need both the zone id and its name (no lookup at synthesis).',
  );
  if (text('hostedZoneId') !== undefined && text('domainName') === undefined) {
    throw new SettingError('hostedZoneId/hostedZoneName are for the records of domainName, which is not set.');
  }
  for (const key of ['sesIdentityArn', 'sesReplyTo'] as const) {
    if (text(key) !== undefined && text('sesFromAddress') === undefined) {
      throw new SettingError(`${key} needs -c sesFromAddress=… (the sender address).`);
    }
  }

  const alarmEmail = text('alarmEmail');
  const domainName = text('domainName');
  const certificateArn = text('certificateArn');
  const hostedZoneId = text('hostedZoneId');
  const hostedZoneName = text('hostedZoneName');
  const from = text('sesFromAddress');
  const identityArn = text('sesIdentityArn');
  const replyTo = text('sesReplyTo');
  return {
    ...(alarmEmail ? { alarmEmail: emailAddress('alarmEmail', alarmEmail) } : {}),
    waf: [true, 'true'].includes(tryGetContext('waf') as boolean | string),
    ...(domainName && certificateArn
      ? {
          domain: validateCustomDomain({
            name: domainName,
            certificateArn,
            ...(hostedZoneId && hostedZoneName ? { hostedZone: { id: hostedZoneId, name: hostedZoneName } } : {}),
          }),
        }
      : {}),
    ...(from
      ? {
          emailSender: validateEmailSender({
            from,
            ...(identityArn ? { identityArn } : {}),
            ...(replyTo ? { replyTo } : {}),
          }),
        }
      : {}),
  };
}
