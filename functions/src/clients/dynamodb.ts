import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  ScanCommand,
  TransactGetCommand,
} from '@aws-sdk/lib-dynamodb';
import { clientLimits, type ClientLimits } from './limits.ts';

/**
 * Reads (what residents wait for): a single item or a page answers in milliseconds, so an attempt that
 * takes over a second means a stalled database. Two attempts: a resident's read gives up within ~2.5 s.
 */
export const DYNAMODB_READ_LIMITS: ClientLimits = { requestTimeoutMs: 1_200, maxAttempts: 2 };
/** Writes (staff edits; transactions of up to 100 items) get longer, still far below the gateway's 30 s. */
export const DYNAMODB_WRITE_LIMITS: ClientLimits = { requestTimeoutMs: 2_000, maxAttempts: 2 };

const READ_COMMANDS = [GetCommand, BatchGetCommand, QueryCommand, ScanCommand, TransactGetCommand];

/** The plain client, for libraries that take one (Powertools idempotency); calls get the write limits. */
export const dynamoDbClient = new DynamoDBClient(clientLimits(DYNAMODB_WRITE_LIMITS));

const client = DynamoDBDocumentClient.from(dynamoDbClient, {
  marshallOptions: { removeUndefinedValues: true },
});
const send = client.send.bind(client) as (command: unknown, options?: object) => Promise<unknown>;
// Each call names its time limit: reads the shorter one (the attempts are the same for both).
client.send = ((command: unknown, options?: object) =>
  send(command, {
    requestTimeout: READ_COMMANDS.some((kind) => command instanceof kind)
      ? DYNAMODB_READ_LIMITS.requestTimeoutMs
      : DYNAMODB_WRITE_LIMITS.requestTimeoutMs,
    ...options,
  })) as typeof client.send;

/** Created once per container; the endpoint comes from the SDK's own environment variables. */
export const documentClient = client;
