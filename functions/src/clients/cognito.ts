import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';

/** Created once per container; the endpoint comes from the SDK's own environment variables. */
export const cognitoClient = new CognitoIdentityProviderClient({});
