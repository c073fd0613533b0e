import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/*
 * `npm start -- --bundles` and the rehearsal tests: the local gateway runs the functions as `cdk synth`
 * bundled them (cdk.out), each with exactly the environment variables the CloudFormation template
 * gives it, references resolved to the local stand-ins. A bundling mistake (a missing external, ESM/CJS,
 * a native module for the wrong platform) or a variable the template forgot then fails here as it
 * would in AWS. Synthesise with `-c hostArchitecture=true` on a machine that cannot run arm64 modules.
 */

/** What the local stack has where the template names AWS resources. */
export interface LocalResources {
  tableName: string;
  mediaBucket: string;
  userPoolId: string;
  userPoolClientId: string;
  csrfSecret: string;
  appUrl: string;
}

export interface BundledFunction {
  moduleUrl: string;
  environment: Record<string, string>;
}

type Intrinsic = string | { Ref?: string; 'Fn::GetAtt'?: [string, string]; 'Fn::Join'?: [string, Intrinsic[]] };

interface TemplateResource {
  Type: string;
  Metadata?: Record<string, string>;
  Properties?: { Environment?: { Variables?: Record<string, Intrinsic> } };
}

/** The stand-in of one reference, or null for resources the local stack does not have (the CDN). */
function resolve(value: Intrinsic, resources: Record<string, TemplateResource>, local: LocalResources): string | null {
  if (typeof value === 'string') return value;
  if (value.Ref) {
    switch (resources[value.Ref]?.Type) {
      case 'AWS::DynamoDB::Table':
        return local.tableName;
      case 'AWS::S3::Bucket':
        return local.mediaBucket;
      case 'AWS::Cognito::UserPool':
        return local.userPoolId;
      case 'AWS::Cognito::UserPoolClient':
        return local.userPoolClientId;
      case 'AWS::SecretsManager::Secret':
        // The CDN's origin header: the local stack has no CDN in front, so its functions check none.
        return value.Ref.startsWith('ApiOriginVerifySecret') ? null : SECRET;
      case 'AWS::CloudFront::Distribution':
        return null;
      default:
        throw new Error(`template reference to ${value.Ref} has no local stand-in`);
    }
  }
  if (value['Fn::GetAtt']) {
    const [id, attribute] = value['Fn::GetAtt'];
    if (resources[id]?.Type === 'AWS::CloudFront::Distribution' && attribute === 'DomainName') return CDN_DOMAIN;
    throw new Error(`template attribute ${id}.${attribute} has no local stand-in`);
  }
  if (value['Fn::Join']) {
    const [separator, parts] = value['Fn::Join'];
    const resolved = parts.map((part) => resolve(part, resources, local));
    if (resolved.includes(null)) return null;
    const joined = resolved.join(separator);
    // The CSRF secret is a dynamic reference CloudFormation resolves at deploy time; the app's URL is the CDN's.
    if (joined === `{{resolve:secretsmanager:${SECRET}:SecretString:::}}`) return local.csrfSecret;
    if (joined === `https://${CDN_DOMAIN}`) return local.appUrl;
    return joined;
  }
  throw new Error(`template value ${JSON.stringify(value)} has no local stand-in`);
}

const SECRET = 'local-secret';
const CDN_DOMAIN = 'local-cdn';

/** The synthesised route functions by route id (`getQuickCheck`), from `<cdkOut>/BauCheck.template.json`. */
export function loadBundles(cdkOut: string, local: LocalResources): Map<string, BundledFunction> {
  const templateFile = join(cdkOut, 'BauCheck.template.json');
  if (!existsSync(templateFile)) {
    throw new Error(`Kein synthetisiertes Template unter ${templateFile}: bitte zuerst "npm run synth" ausführen.`);
  }
  const { Resources: resources } = JSON.parse(readFileSync(templateFile, 'utf8')) as {
    Resources: Record<string, TemplateResource>;
  };
  const bundles = new Map<string, BundledFunction>();
  for (const [logicalId, resource] of Object.entries(resources)) {
    const routeId = /^Api(\w+?)Function[0-9A-F]{8}$/.exec(logicalId)?.[1];
    const assetPath = resource.Metadata?.['aws:asset:path'];
    if (resource.Type !== 'AWS::Lambda::Function' || !routeId || !assetPath) continue;
    const environment: Record<string, string> = {};
    for (const [name, value] of Object.entries(resource.Properties?.Environment?.Variables ?? {})) {
      const resolved = resolve(value, resources, local);
      if (resolved !== null) environment[name] = resolved;
    }
    bundles.set(routeId.charAt(0).toLowerCase() + routeId.slice(1), {
      moduleUrl: pathToFileURL(join(cdkOut, assetPath, 'index.mjs')).href,
      environment,
    });
  }
  return bundles;
}
