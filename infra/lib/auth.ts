import { PASSWORD_POLICY } from '@baucheck/shared/password-policy';
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  type CfnUserPool,
  UserPool,
  type UserPoolClient,
  UserPoolEmail,
  VerificationEmailStyle,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { type EmailSender, sesIdentityOf } from './settings.ts';

export interface AuthProps {
  /** Product title used in the e-mails (and as the sender's name with SES). */
  productTitle: string;
  /** Send the e-mails through SES (settings.ts). @default Cognito's own sender, at most 50 e-mails a day */
  emailSender?: EmailSender;
}

/**
 * Cognito's e-mails through the Land's SES identity. Cognito's own sender is limited to 50 e-mails a
 * day for the whole pool and sends from no-reply@verificationemail.com, which is fine for trying the
 * stack out but not for a Land's staff and registrations.
 */
function sesEmail(sender: EmailSender, productTitle: string, scope: Construct): UserPoolEmail {
  const identity = sender.identityArn ? sesIdentityOf(sender.identityArn) : undefined;
  const domainIdentity = identity && identity.identity !== sender.from.toLowerCase() ? identity.identity : undefined;
  return UserPoolEmail.withSES({
    fromEmail: sender.from,
    fromName: productTitle,
    ...(sender.replyTo ? { replyTo: sender.replyTo } : {}),
    // The stack is environment-agnostic: without an identity ARN, SES of the region it is deployed to.
    sesRegion: identity?.region ?? Stack.of(scope).region,
    ...(domainIdentity ? { sesVerifiedDomain: domainIdentity } : {}),
  });
}

/**
 * Identities, passwords and the verification / reset codes (DESIGN.md section 6). The app's own user
 * record in DynamoDB stays the authority for level, organisation and the active flag; Cognito is only
 * asked "is this the password" and "send the code".
 */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;

  constructor(scope: Construct, id: string, { productTitle, emailSender }: AuthProps) {
    super(scope, id);

    this.userPool = new UserPool(this, 'UserPool', {
      ...(emailSender ? { email: sesEmail(emailSender, productTitle, this) } : {}),
      signInAliases: { email: true },
      // `Max@Gemeinde.de` and `max@gemeinde.de` are one person.
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      userVerification: {
        emailStyle: VerificationEmailStyle.CODE,
        emailSubject: `Ihr Bestätigungscode für ${productTitle}`,
        emailBody:
          `Guten Tag,<br><br>Ihr Bestätigungscode für ${productTitle} lautet: <b>{####}</b><br><br>` +
          'Wenn Sie diesen Code nicht angefordert haben, können Sie diese E-Mail ignorieren.',
      },
      // Staff accounts created by an administrator get their first password by e-mail.
      userInvitation: {
        emailSubject: `Ihr Zugang zu ${productTitle}`,
        emailBody:
          `Guten Tag,<br><br>für Sie wurde ein Zugang zu ${productTitle} eingerichtet.<br>` +
          'Benutzername: {username}<br>Vorläufiges Passwort: <b>{####}</b><br><br>' +
          'Bitte ändern Sie das Passwort bei der ersten Anmeldung.',
      },
      // Shared with cognito-local and the sign-up forms, so every layer enforces the same rules.
      passwordPolicy: {
        minLength: PASSWORD_POLICY.minLength,
        requireLowercase: PASSWORD_POLICY.requireLowercase,
        requireUppercase: PASSWORD_POLICY.requireUppercase,
        requireDigits: PASSWORD_POLICY.requireDigits,
        requireSymbols: PASSWORD_POLICY.requireSymbols,
      },
      // The app has no phone numbers; SMS recovery would only be an attack surface.
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    if (emailSender?.identityArn) {
      // The identity exactly as the operator copied it from SES; withSES would rebuild the ARN from
      // this stack's account, an unresolved token in this environment-agnostic stack.
      (this.userPool.node.defaultChild as CfnUserPool).addPropertyOverride(
        'EmailConfiguration.SourceArn',
        emailSender.identityArn,
      );
    }
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG1',
      reason:
        'At least 12 characters with upper and lower case and a digit, but no required symbol: length guards ' +
        'better than composition rules (NIST SP 800-63B, BSI IT-Grundschutz ORP.4), and the sign-up forms ' +
        'check the same policy (shared/src/password-policy.ts).',
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG8',
      reason:
        "The Plus feature plan's threat protection is billed per monthly active user; the sign-in already " +
        'limits guessing per account, device cookie and client (functions/src/handlers/auth/login.ts).',
    });

    // Used by the login function (server side, USER_PASSWORD_AUTH) to trade a password for tokens; the
    // browser never talks to Cognito. No secret: it would only be a second copy of a password to store.
    this.userPoolClient = this.userPool.addClient('WebClient', {
      generateSecret: false,
      authFlows: { userPassword: true },
      // Sign-in and password reset answer alike for unknown addresses, so the public forms cannot be used
      // to find out which e-mail addresses have an account.
      preventUserExistenceErrors: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      // Logout revokes the refresh token.
      enableTokenRevocation: true,
      // No hosted UI and no OAuth redirects: sign-in goes through the API.
      disableOAuth: true,
    });
  }
}
