import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { clientLimits } from './limits.ts';

/** Created once per container; the endpoint comes from the SDK's own environment variables. */
export const cognitoClient = new CognitoIdentityProviderClient(
  clientLimits({ requestTimeoutMs: 2_500, maxAttempts: 2 }),
);
