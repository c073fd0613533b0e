import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';

/**
 * Business figures for the operators' dashboard (infra/lib/monitoring.ts), written in CloudWatch's
 * embedded metric format: one JSON line in the function's log that CloudWatch turns into a metric, no
 * API call to wait for. Dimensioned by project type only; one per Gemeinde would be 10,800 metrics.
 */
export const METRICS_NAMESPACE = 'BauCheck';
const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: 'baucheck' });

export type BusinessMetric = 'CompletedChecks' | 'PdfSummaries';

/** Counts one event of a project type, published at once. */
export function countOne(name: BusinessMetric, group: string): void {
  const single = metrics.singleMetric();
  single.addDimension('group', group);
  single.addMetric(name, MetricUnit.Count, 1);
}
