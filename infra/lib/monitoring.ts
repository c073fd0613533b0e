import { METRICS_NAMESPACE } from '@baucheck/functions/lib/metrics';
import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  TextWidget,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { acknowledge } from './nag.ts';
import type { NodeFunction } from './node-function.ts';

export interface MonitoringProps {
  httpApi: HttpApi;
  /** The functions that print with Chromium (their duration is watched against their timeout). */
  pdfFunctions: readonly NodeFunction[];
  table: ITable;
  /** Where alarms are sent; without it the topic exists and operators subscribe later. */
  alarmEmail?: string;
}

const FIVE_MINUTES = Duration.minutes(5);

/**
 * What wakes the operators and what they look at: alarms on the API's 5xx rate, function errors and
 * throttles, the PDF functions' duration and DynamoDB throttling, all sent to one SNS topic (an e-mail
 * subscription from the `alarmEmail` deploy setting), and one dashboard with those figures beside the
 * business ones (completed checks and PDFs, from the functions' embedded metrics).
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.topic = new Topic(this, 'Alarms', { displayName: 'BauCheck-Alarme', enforceSSL: true });
    acknowledge(
      this.topic,
      ['AwsSolutions-SNS2'],
      'Alarm notifications name only a metric and a threshold, no personal data; CloudWatch cannot publish ' +
        'to a topic encrypted with the AWS-managed SNS key, and a customer key costs more than it protects here.',
    );
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));

    const api5xxRate = new MathExpression({
      label: 'API 5xx (%)',
      expression: '100 * errors / MAX([requests, 1])',
      usingMetrics: {
        errors: props.httpApi.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum' }),
        requests: props.httpApi.metricCount({ period: FIVE_MINUTES, statistic: 'Sum' }),
      },
      period: FIVE_MINUTES,
    });
    // One alarm over all route functions: a metric-math alarm takes at most 10 metrics, and there are
    // about 80 functions, so the sum is of the region's Lambda metrics (deploy BauCheck in an account of
    // its own, as AWS recommends per workload, and that is exactly its functions).
    const lambdaErrors = new Metric({
      namespace: 'AWS/Lambda',
      metricName: 'Errors',
      period: FIVE_MINUTES,
      statistic: 'Sum',
    });
    const lambdaThrottles = new Metric({
      namespace: 'AWS/Lambda',
      metricName: 'Throttles',
      period: FIVE_MINUTES,
      statistic: 'Sum',
    });
    const pdfDurations = props.pdfFunctions.map((fn) =>
      fn.function.metricDuration({ period: FIVE_MINUTES, statistic: 'p95' }),
    );
    const dynamoThrottles = new MathExpression({
      label: 'DynamoDB throttled events',
      expression: 'reads + writes',
      usingMetrics: {
        reads: props.table.metric('ReadThrottleEvents', { period: FIVE_MINUTES, statistic: 'Sum' }),
        writes: props.table.metric('WriteThrottleEvents', { period: FIVE_MINUTES, statistic: 'Sum' }),
      },
      period: FIVE_MINUTES,
    });

    this.alarm('Api5xxRate', api5xxRate, 5, 'Mehr als 5 % der API-Anfragen endeten mit einem 5xx-Fehler.');
    this.alarm('LambdaErrors', lambdaErrors, 5, 'Mehr als 5 Funktionsfehler in 5 Minuten.');
    this.alarm('LambdaThrottles', lambdaThrottles, 0, 'Lambda hat Aufrufe gedrosselt (Kontingent erreicht).');
    props.pdfFunctions.forEach((fn, index) => {
      const timeoutMs = fn.function.timeout?.toMilliseconds() ?? 25_000;
      this.alarm(
        `PdfDuration${index + 1}`,
        pdfDurations[index] as IMetric,
        timeoutMs * 0.8,
        `Die PDF-Erstellung (${fn.node.id}) braucht im 95. Perzentil über 80 % ihrer Zeitgrenze.`,
      );
    });
    this.alarm('DynamoDbThrottles', dynamoThrottles, 0, 'DynamoDB hat Lese- oder Schreibzugriffe gedrosselt.');

    const business = (metricName: string) =>
      new MathExpression({
        label: metricName,
        expression: `SUM(SEARCH('{${METRICS_NAMESPACE},group,service} MetricName="${metricName}"', 'Sum', 3600))`,
        period: Duration.hours(1),
      });
    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: 'BauCheck',
      widgets: [
        [new TextWidget({ markdown: '# BauCheck – Betrieb', width: 24, height: 1 })],
        [
          new GraphWidget({
            title: 'API: Anfragen und 5xx-Anteil',
            left: [props.httpApi.metricCount()],
            right: [api5xxRate],
          }),
          new GraphWidget({ title: 'API: Latenz (p95)', left: [props.httpApi.metricLatency({ statistic: 'p95' })] }),
          new GraphWidget({ title: 'Lambda: Fehler und Drosselungen', left: [lambdaErrors, lambdaThrottles] }),
        ],
        [
          new GraphWidget({ title: 'PDF: Dauer (p95)', left: pdfDurations }),
          new GraphWidget({ title: 'DynamoDB: Drosselungen', left: [dynamoThrottles] }),
          new GraphWidget({
            title: 'Abgeschlossene Checks und PDFs (pro Stunde)',
            left: [business('CompletedChecks'), business('PdfSummaries')],
          }),
        ],
      ],
    });
  }

  private alarm(id: string, metric: IMetric, threshold: number, description: string): void {
    const alarm = new Alarm(this, id, {
      metric,
      threshold,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: description,
    });
    alarm.addAlarmAction(new SnsAction(this.topic));
    alarm.addOkAction(new SnsAction(this.topic));
    this.alarms.push(alarm);
  }
}
