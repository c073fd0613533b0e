import { CloudFrontClient } from '@aws-sdk/client-cloudfront';

/** Created once per container; used only to invalidate cached public reads after staff changes. */
export const cloudFrontClient = new CloudFrontClient({});
