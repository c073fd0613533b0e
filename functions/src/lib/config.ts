import * as z from 'zod';

/**
 * Environment of a function, validated once per container. The AWS SDK reads its own endpoint
 * variables (`AWS_ENDPOINT_URL`, `AWS_ENDPOINT_URL_DYNAMODB`, `AWS_ENDPOINT_URL_S3`), which is how the
 * local stack and LocalStack redirect the same code.
 */
const configSchema = z.object({
  TABLE_NAME: z.string().min(3),
  MEDIA_BUCKET: z.string().min(3),
  /** Secret that signs CSRF tokens; at least 32 characters. */
  CSRF_SECRET: z.string().min(32),
  COGNITO_USER_POOL_ID: z.string().min(1),
  COGNITO_CLIENT_ID: z.string().min(1),
  /**
   * Local stack only: cognito-local's issuer (`http://127.0.0.1:<port>/<pool id>`). In AWS the
   * issuer follows from the pool id and the verifier fetches the JWKS itself.
   */
  COGNITO_LOCAL_ISSUER: z.url().optional(),
  /** Public URL of the app, for links in e-mails (e.g. https://baucheck.example.de). */
  APP_URL: z.url().default('http://localhost:3000'),
  /**
   * CloudFront distribution in front of the API; changes to public content invalidate its cached
   * reads. Unset on the local stack, which caches nothing.
   */
  CDN_DISTRIBUTION_ID: z.string().min(1).optional(),
  /**
   * What the CDN sends as `X-Origin-Verify` (lib/origin.ts): requests without it did not come through
   * the CDN and are refused. Unset on the local stack, which has no CDN in front.
   */
  ORIGIN_VERIFY_SECRET: z.string().min(32).optional(),
  /** True when served over plain http on localhost: cookies then drop the `__Host-` prefix. */
  LOCAL_STACK: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export type Config = z.infer<typeof configSchema>;

let cached: Config | undefined;

export function config(): Config {
  cached ??= configSchema.parse(process.env);
  return cached;
}
