/**
 * Region and credentials of the local stand-ins. DynamoDB Local and cognito-local accept any
 * credentials; s3rver only its fixed default pair, so all of them use that.
 */
export const LOCAL_REGION = 'eu-central-1';
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export const localClientConfig = (endpoint: string) => ({
  endpoint,
  region: LOCAL_REGION,
  credentials: LOCAL_CREDENTIALS,
});
