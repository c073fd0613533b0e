import { Logger } from '@aws-lambda-powertools/logger';

/** Structured JSON logs; one instance per container. Level from `POWERTOOLS_LOG_LEVEL` (default INFO). */
export const logger = new Logger({ serviceName: 'baucheck' });
