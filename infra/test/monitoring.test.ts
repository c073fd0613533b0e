import { afterAll, describe, expect, it } from 'vitest';
import { type Resource, resourcesOf, synthesize } from './synthesize.ts';

const withEmail = synthesize({ alarmEmail: 'betrieb@land.example.de' });
const withoutEmail = synthesize();
afterAll(() => [withEmail, withoutEmail].forEach((synthesized) => synthesized.cleanUp()));

const alarmsOf = (synthesized: typeof withEmail) =>
  Object.values(resourcesOf(synthesized.template, 'AWS::CloudWatch::Alarm')) as Resource[];

describe('operations', () => {
  it('alarms on the API 5xx rate, function errors and throttles, PDF duration and DynamoDB throttling', () => {
    const descriptions = alarmsOf(withEmail).map((alarm) => alarm.Properties.AlarmDescription as string);
    expect(descriptions).toEqual(
      expect.arrayContaining([
        expect.stringContaining('5xx'),
        expect.stringContaining('Funktionsfehler'),
        expect.stringContaining('gedrosselt (Kontingent'),
        expect.stringContaining('DynamoDB'),
      ]),
    );
    // One duration alarm per printing function, below its 25 s timeout.
    const pdfAlarms = alarmsOf(withEmail).filter((alarm) => String(alarm.Properties.AlarmDescription).includes('PDF'));
    expect(pdfAlarms).toHaveLength(2);
    for (const alarm of pdfAlarms) expect(alarm.Properties.Threshold).toBe(20_000);
  });

  it('sends every alarm and its all-clear to one topic, subscribed by the operators’ address when given', () => {
    const [topicId] = Object.keys(resourcesOf(withEmail.template, 'AWS::SNS::Topic'));
    for (const alarm of alarmsOf(withEmail)) {
      expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topicId }]);
      expect(alarm.Properties.OKActions).toEqual([{ Ref: topicId }]);
    }
    withEmail.template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'betrieb@land.example.de',
      TopicArn: { Ref: topicId },
    });
    expect(Object.keys(resourcesOf(withoutEmail.template, 'AWS::SNS::Subscription'))).toHaveLength(0);
  });

  it('has one dashboard with the operational and the business figures', () => {
    const dashboards = Object.values(resourcesOf(withEmail.template, 'AWS::CloudWatch::Dashboard'));
    expect(dashboards).toHaveLength(1);
    const body = JSON.stringify(dashboards[0]?.Properties.DashboardBody);
    for (const title of ['5xx', 'Latenz', 'PDF: Dauer', 'DynamoDB', 'CompletedChecks', 'PdfSummaries']) {
      expect(body).toContain(title);
    }
  });
});
