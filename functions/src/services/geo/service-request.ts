/** Why an official service gave no usable answer; the caller decides what the resident sees. */
export type GeoServiceErrorCode = 'timeout' | 'aborted' | 'unreachable' | 'status' | 'malformed' | 'refused';

/**
 * A failed or unusable answer of an official geodata service. `message` is German and may be shown
 * to Land staff ("Dienst testen"); residents see the area kind as "keine Daten".
 */
export class GeoServiceError extends Error {
  constructor(
    readonly code: GeoServiceErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'GeoServiceError';
  }
}

/** Answers above this size are not read: a point query needs a handful of features, never megabytes. */
export const MAX_ANSWER_BYTES = 4 * 1024 * 1024;

export const malformed = (message: string, cause?: unknown) =>
  new GeoServiceError('malformed', message, cause === undefined ? undefined : { cause });

const abortError = (signal: AbortSignal) => {
  const reason: unknown = signal.reason;
  return reason instanceof Error && reason.name === 'TimeoutError'
    ? new GeoServiceError('timeout', 'Der Dienst hat nicht rechtzeitig geantwortet.', { cause: reason })
    : new GeoServiceError('aborted', 'Die Abfrage des Dienstes wurde abgebrochen.', { cause: reason });
};

export interface ServiceAnswer {
  contentType: string;
  text: string;
}

/** GET `url` within `signal`, reading at most MAX_ANSWER_BYTES; every failure is a GeoServiceError. */
export async function requestService(url: string, accept: string, signal: AbortSignal): Promise<ServiceAnswer> {
  if (signal.aborted) throw abortError(signal);
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: accept }, signal });
  } catch (error) {
    if (signal.aborted) throw abortError(signal);
    throw new GeoServiceError('unreachable', 'Der Dienst ist nicht erreichbar.', { cause: error });
  }
  try {
    if (!response.ok) {
      // OGC services explain a refused request in an exception report; its text helps Land staff.
      const body = await readLimited(response).catch(() => '');
      const exception = exceptionText(body);
      throw new GeoServiceError(
        'status',
        `Der Dienst hat mit dem HTTP-Status ${response.status} geantwortet${exception ? `: „${exception}“` : '.'}`,
      );
    }
    return { contentType: response.headers.get('content-type') ?? '', text: await readLimited(response) };
  } catch (error) {
    if (error instanceof GeoServiceError) throw error;
    if (signal.aborted) throw abortError(signal);
    throw new GeoServiceError('unreachable', 'Die Antwort des Dienstes brach vorzeitig ab.', { cause: error });
  }
}

async function readLimited(response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_ANSWER_BYTES) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await response.body.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const tooLarge = () =>
  new GeoServiceError(
    'refused',
    `Die Antwort des Dienstes ist größer als ${MAX_ANSWER_BYTES / 1024 / 1024} MB und wird nicht gelesen.`,
  );

/** Parses a JSON answer; a service that sends an error page or broken JSON gets a German reason. */
export function parseJson(answer: ServiceAnswer): unknown {
  try {
    return JSON.parse(answer.text) as unknown;
  } catch (error) {
    const exception = exceptionText(answer.text);
    if (exception !== undefined) throw serviceException(exception);
    throw malformed(
      answer.text.trimStart().startsWith('<')
        ? 'Der Dienst hat XML oder HTML statt JSON geliefert.'
        : 'Die Antwort des Dienstes ist kein gültiges JSON.',
      error,
    );
  }
}

/** The text of an OWS/WMS exception report, shortened, when the answer is one. */
export function exceptionText(xml: string): string | undefined {
  if (!/<(\w+:)?(ExceptionReport|ServiceExceptionReport)\b/.test(xml)) return undefined;
  const text =
    /<(?:\w+:)?(?:ExceptionText|ServiceException)\b[^>]*>([\s\S]*?)<\/(?:\w+:)?(?:ExceptionText|ServiceException)>/.exec(
      xml,
    )?.[1];
  return (text ?? 'ohne Begründung').replace(/\s+/g, ' ').trim().slice(0, 200);
}

export const serviceException = (text: string) =>
  new GeoServiceError('status', `Der Dienst meldet einen Fehler: „${text}“`);

/** A URL with query parameters appended (keeping any the configured URL already carries, e.g. MAP=). */
export function withParams(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}
