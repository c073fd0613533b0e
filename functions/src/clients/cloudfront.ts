import { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import { clientLimits } from './limits.ts';

/**
 * Created once per container; used only to invalidate cached public reads after staff changes. The
 * change is saved before, so a stalled CloudFront API must not hold the staff member's request long.
 */
export const cloudFrontClient = new CloudFrontClient(clientLimits({ requestTimeoutMs: 3_000, maxAttempts: 2 }));
