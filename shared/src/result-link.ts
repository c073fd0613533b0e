import type { Answer, Answers } from './engine/model.ts';
import { SIDE_LAWS, type CheckGroup } from './enums.ts';
import { resultPath } from './result-route.ts';

/*
 * "Ergebnis-Link": a link that reopens a resident's result on any device without anything being
 * stored. Everything travels in the URL fragment (#…), which browsers never send to a server: the
 * check, the version answered, the unit and project type the result page needs, and the answers.
 *
 * Format: `<format>.<base64url>` of a small JSON array. Format "1" is that JSON deflated
 * (deflate-raw through CompressionStream, which browsers and Node have built in, so no library and
 * one encoder for the result page and the PDF's QR code); "0" is the JSON uncompressed, written only
 * where CompressionStream is missing. Slide and response ids all begin with the check's 36-character
 * id, which deflate turns into short back-references: a typical finished check becomes a fragment of
 * 300–500 characters instead of 900–1,300 as plain base64url JSON, small enough for a QR code that a
 * phone reads from paper. The ids stay whole (not indices), so that a link to an older version still
 * finds its answers in the current one.
 *
 * A Karte answer travels as its site only, never with the side laws found there: those are whatever
 * the geoservice says when the link is opened (a link is no proof of what lies at a site, and one
 * opened months later must not show stale geodata). So a decoded site answer says nothing was checked
 * (every side law `unchecked`, the safe side) until the page that opens it looks the site up again
 * (the result page as the map slide does, the PDF on the server).
 *
 * Decoding gives an unchecked value; `sharedResultSchema` (quick-check.ts) validates it, and the
 * answers are then checked against the check itself (engine/answer-issues.ts).
 */

/** What a result link carries. */
export interface SharedResult {
  check_id: string;
  /** The published version the resident answered. */
  version: number;
  reference_unit_id: string;
  group: CheckGroup;
  /** The partner product the check started from, if any. */
  product_id: string | null;
  /** The answers along the resident's path, as the engine takes them. */
  answers: Answers;
}

/** Why a fragment cannot be read (the page shows one German message for all of them). */
export class ResultLinkError extends Error {
  override name = 'ResultLinkError';
}

/** A fragment longer than any real check's; refused before any work. */
export const MAX_FRAGMENT_LENGTH = 6000;
/** The JSON a fragment may inflate to: a bound against a crafted "zip bomb". */
const MAX_JSON_BYTES = 64_000;
/** Coordinates to 6 decimals (about 0.1 m): enough for the site, and 8 characters shorter each. */
const COORDINATE_FACTOR = 1e6;

const FORMAT_DEFLATE = '1';
const FORMAT_PLAIN = '0';

/*
 * The Web APIs used here, present in browsers and in Node alike. shared/ is typed without the DOM or
 * Node's types (it must run in both), so they are described here as far as they are used.
 */
interface ByteReader {
  read(): Promise<{ done: boolean; value?: Uint8Array }>;
  cancel(): Promise<void>;
}
interface ByteStream {
  pipeThrough(transform: ByteTransform): ByteStream;
  getReader(): ByteReader;
}
interface ByteTransform {
  readable: ByteStream;
  writable: unknown;
}
interface WebApis {
  CompressionStream?: new (format: 'deflate-raw') => ByteTransform;
  DecompressionStream?: new (format: 'deflate-raw') => ByteTransform;
  Blob: new (parts: Uint8Array[]) => { stream(): ByteStream };
  TextEncoder: new () => { encode(text: string): Uint8Array };
  TextDecoder: new (label: 'utf-8', options: { fatal: boolean }) => { decode(bytes: Uint8Array): string };
  btoa(data: string): string;
  atob(data: string): string;
}
const web = globalThis as unknown as WebApis;

/** Runs bytes through a (de)compression stream, stopping once the output exceeds `limit`. */
async function transform(bytes: Uint8Array, stream: ByteTransform, limit: number): Promise<Uint8Array> {
  const reader = new web.Blob([bytes]).stream().pipeThrough(stream).getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done || !value) break;
    total += value.length;
    if (total > limit) {
      await reader.cancel();
      throw new ResultLinkError('too large');
    }
    chunks.push(value);
  }
  const joined = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.length;
  }
  return joined;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return web.btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new ResultLinkError('not base64url');
  let binary: string;
  try {
    binary = web.atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  } catch {
    throw new ResultLinkError('not base64url');
  }
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

type CompactSite = [number, number] | [number, number, string];
/** A response id, a measured value, or a located (array) or skipped (null) site. */
type CompactAnswer = string | number | CompactSite | null;

const round = (coordinate: number) => Math.round(coordinate * COORDINATE_FACTOR) / COORDINATE_FACTOR;

function compactAnswer(answer: Answer): CompactAnswer {
  if ('response_id' in answer) return answer.response_id;
  if ('value' in answer) return answer.value;
  const { site } = answer;
  if (!site) return null;
  return site.label ? [round(site.lon), round(site.lat), site.label] : [round(site.lon), round(site.lat)];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The compact answer in the engine's shape; whatever does not fit is passed on for the schema to refuse. */
function expandAnswer(value: unknown): unknown {
  if (typeof value === 'string') return { response_id: value };
  if (typeof value === 'number') return { value };
  if (value === null) return { site: null, side_laws: [], unchecked: [] };
  if (!Array.isArray(value) || value.length < 2 || value.length > 3) return value;
  const site = { lon: value[0], lat: value[1], ...(value.length > 2 ? { label: value[2] } : {}) };
  // Nothing about the site is known from the link: every side law counts as not excluded until looked up.
  return { site, side_laws: [], unchecked: [...SIDE_LAWS] };
}

/**
 * The fragment (without "#") for a result. Answers are written in the order of their slide ids, so the
 * result page and the PDF write the same content for the same answers (the deflated bytes may differ
 * between the browser's and Node's deflate; either decodes anywhere).
 */
export async function encodeResultFragment(result: SharedResult): Promise<string> {
  const answers = Object.fromEntries(
    Object.keys(result.answers)
      .sort()
      .map((slideId) => [slideId, compactAnswer(result.answers[slideId] as Answer)]),
  );
  const json = JSON.stringify([
    result.check_id,
    result.version,
    result.reference_unit_id,
    result.group,
    result.product_id,
    answers,
  ]);
  const bytes = new web.TextEncoder().encode(json);
  if (!web.CompressionStream) return `${FORMAT_PLAIN}.${toBase64Url(bytes)}`;
  const deflated = await transform(bytes, new web.CompressionStream('deflate-raw'), Number.POSITIVE_INFINITY);
  return `${FORMAT_DEFLATE}.${toBase64Url(deflated)}`;
}

/**
 * What a fragment says, in the shape of {@link SharedResult} but NOT yet validated (anything may stand
 * in a URL): pass it through `sharedResultSchema`. Throws {@link ResultLinkError} when it cannot be read.
 */
export async function decodeResultFragment(fragment: string): Promise<unknown> {
  const text = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  if (text.length > MAX_FRAGMENT_LENGTH) throw new ResultLinkError('too long');
  const [format, data, ...rest] = text.split('.');
  if (data === undefined || rest.length > 0) throw new ResultLinkError('no format');
  let bytes = fromBase64Url(data);
  if (format === FORMAT_DEFLATE) {
    if (!web.DecompressionStream) throw new ResultLinkError('no DecompressionStream');
    try {
      bytes = await transform(bytes, new web.DecompressionStream('deflate-raw'), MAX_JSON_BYTES);
    } catch (error) {
      throw error instanceof ResultLinkError ? error : new ResultLinkError('not deflate');
    }
  } else if (format !== FORMAT_PLAIN || bytes.length > MAX_JSON_BYTES) {
    throw new ResultLinkError('unknown format');
  }
  let payload: unknown;
  try {
    payload = JSON.parse(new web.TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new ResultLinkError('not JSON');
  }
  if (!Array.isArray(payload) || payload.length !== 6) throw new ResultLinkError('not a result');
  const [checkId, version, unitId, group, productId, answers] = payload as unknown[];
  return {
    check_id: checkId,
    version,
    reference_unit_id: unitId,
    group,
    product_id: productId,
    answers: isRecord(answers)
      ? Object.fromEntries(Object.entries(answers).map(([slideId, answer]) => [slideId, expandAnswer(answer)]))
      : answers,
  };
}

/** The whole link: the app's result page (at the app's origin, e.g. `https://baucheck.example.de`) with the result in its fragment. */
export async function resultLinkUrl(appOrigin: string, result: SharedResult): Promise<string> {
  return `${appOrigin.replace(/\/+$/, '')}${resultPath(result.check_id)}#${await encodeResultFragment(result)}`;
}
