import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  RevokeTokenCommand,
  SignUpCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient } from '#clients/cognito';
import { isServiceUnavailable } from '#lib/service-errors';
import { config } from '#lib/config';

/*
 * The Cognito side of accounts: identities, passwords and the codes Cognito e-mails. Errors are
 * passed on as Cognito names them (`error.name`); the auth handlers translate them into the
 * fastapi-users error codes of the API.
 */

export interface Tokens {
  accessToken: string;
  refreshToken?: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
}

const clientId = () => config().COGNITO_CLIENT_ID;
const userPoolId = () => config().COGNITO_USER_POOL_ID;

export const cognitoErrorName = (error: unknown): string => (error instanceof Error ? error.name : 'UnknownError');

/**
 * A confirmed identity with a verified address and a permanent password, created by an administrator's
 * tooling (the local demo seed, `npm run create-admin`) rather than by sign-up; no invitation e-mail.
 * Returns the identity's id (`sub`), which the app's user record takes as its id.
 */
export async function createConfirmedIdentity(email: string, name: string, password: string): Promise<string> {
  const { User } = await cognitoClient.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId(),
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'name', Value: name },
      ],
    }),
  );
  await setPassword(email, password);
  const sub = User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  if (!sub) throw new Error(`Cognito returned no sub for ${email}`);
  return sub;
}

export async function signUp(email: string, password: string, name: string): Promise<string> {
  const result = await cognitoClient.send(
    new SignUpCommand({
      ClientId: clientId(),
      Username: email,
      Password: password,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'name', Value: name },
      ],
    }),
  );
  if (!result.UserSub) throw new Error('Cognito returned no user id');
  return result.UserSub;
}

export const confirmSignUp = (email: string, code: string) =>
  cognitoClient.send(new ConfirmSignUpCommand({ ClientId: clientId(), Username: email, ConfirmationCode: code }));

export const resendConfirmationCode = (email: string) =>
  cognitoClient.send(new ResendConfirmationCodeCommand({ ClientId: clientId(), Username: email }));

export async function signIn(email: string, password: string): Promise<Tokens> {
  const result = await cognitoClient.send(
    new InitiateAuthCommand({
      ClientId: clientId(),
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const auth = result.AuthenticationResult;
  if (!auth?.AccessToken) throw Object.assign(new Error('no tokens'), { name: 'NotAuthorizedException' });
  return { accessToken: auth.AccessToken, refreshToken: auth.RefreshToken, expiresIn: auth.ExpiresIn ?? 3600 };
}

export async function refreshSession(refreshToken: string): Promise<Tokens | null> {
  try {
    const result = await cognitoClient.send(
      new InitiateAuthCommand({
        ClientId: clientId(),
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      }),
    );
    const auth = result.AuthenticationResult;
    return auth?.AccessToken ? { accessToken: auth.AccessToken, expiresIn: auth.ExpiresIn ?? 3600 } : null;
  } catch (error) {
    // Cognito out of reach says nothing about the session: 503, not a sign-out.
    if (isServiceUnavailable(error)) throw error;
    return null;
  }
}

/** Revokes a refresh token; an already unknown token is fine (the goal is that it no longer works). */
export async function revokeRefreshToken(refreshToken: string): Promise<void> {
  try {
    await cognitoClient.send(new RevokeTokenCommand({ ClientId: clientId(), Token: refreshToken }));
  } catch (error) {
    if (cognitoErrorName(error) !== 'NotAuthorizedException') throw error;
  }
}

/** Sends a reset code; an unknown account is silently ignored so the answer does not reveal it. */
export async function sendPasswordResetCode(email: string): Promise<void> {
  try {
    await cognitoClient.send(new ForgotPasswordCommand({ ClientId: clientId(), Username: email }));
  } catch (error) {
    if (!(error instanceof UserNotFoundException) && cognitoErrorName(error) !== 'UserNotFoundException') throw error;
  }
}

export const confirmPasswordReset = (email: string, code: string, password: string) =>
  cognitoClient.send(
    new ConfirmForgotPasswordCommand({
      ClientId: clientId(),
      Username: email,
      ConfirmationCode: code,
      Password: password,
    }),
  );

export const setPassword = (email: string, password: string) =>
  cognitoClient.send(
    new AdminSetUserPasswordCommand({ UserPoolId: userPoolId(), Username: email, Password: password, Permanent: true }),
  );

export const changeEmail = (email: string, newEmail: string) =>
  cognitoClient.send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: userPoolId(),
      Username: email,
      UserAttributes: [
        { Name: 'email', Value: newEmail },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );

export const changeName = (email: string, name: string) =>
  cognitoClient.send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: userPoolId(),
      Username: email,
      UserAttributes: [{ Name: 'name', Value: name }],
    }),
  );

/** Mirrors the app's active flag in Cognito (real Cognito then refuses sign-in too; the app checks anyway). */
export const setEnabled = (email: string, enabled: boolean) =>
  cognitoClient.send(
    enabled
      ? new AdminEnableUserCommand({ UserPoolId: userPoolId(), Username: email })
      : new AdminDisableUserCommand({ UserPoolId: userPoolId(), Username: email }),
  );

export async function deleteIdentity(email: string): Promise<void> {
  try {
    await cognitoClient.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId(), Username: email }));
  } catch (error) {
    if (cognitoErrorName(error) !== 'UserNotFoundException') throw error;
  }
}
