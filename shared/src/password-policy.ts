/** Password rules of the user pool (CDK and cognito-local) and of the sign-up forms. */
export const PASSWORD_POLICY = {
  minLength: 12,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: false,
} as const;
