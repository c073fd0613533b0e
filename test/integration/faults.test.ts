import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { QuickCheck } from '@baucheck/shared/checks';
import { SERVICE_UNAVAILABLE_TEXT } from '@baucheck/shared/error-texts';
import { editableFaqChapterListSchema, type EditableFaqEntry } from '@baucheck/shared/faq';
import { geoserviceResponseSchema, landGeoConfigSchema, type GeoserviceResponse } from '@baucheck/shared/geo';
import { notCheckedText } from '@baucheck/shared/geo-coverage';
import { mapServerService } from '../../functions/local/mapserver.ts';
import { DEMO_UNITS } from '../../functions/local/seed/reference-units.ts';
import type { LocalService } from '../../functions/local/service.ts';
import { startLocalStack, type LocalStack } from '../../functions/local/stack.ts';
import { answersFor, gartenhausChoices, LINDENAU_GARTENSTRASSE, summaryBody } from '../bench/pdf-requests.ts';
import { login, send } from '../support/accounts.ts';
import { draftOf, expectJson, quickCheck } from '../support/checks.ts';
import { ApiSession } from '../support/http.ts';
import { PNG, uploadImage } from '../support/images.ts';
import { pdfText } from '../support/pdf.ts';
import { chromiumChildrenOf, waitFor } from '../support/processes.ts';

/*
 * Fault injection: what residents and staff see when a backing service stalls or goes away, and that
 * everything goes on once it is back. The file runs a stack of its own in this test process (the shared
 * stack of the other tests is never touched), with its data on disk so DynamoDB Local keeps it across
 * a stop and a start; its MapServer stands for a Land's geodata service. Its stand-ins are paused (SIGSTOP, as a stalled network or heavy throttling
 * looks), stopped and killed; every test ends with all of them running again, and no process is left
 * paused or killed behind the file, even when a test fails.
 *
 * The handlers run in this process and read the stack's endpoints from process.env, which
 * startLocalStack sets; the SDK clients read them on their first call, which comes after that.
 */

/** What a resident or staff member waits at most for an answer while a service is down. */
const ANSWER_WITHIN_MS = 5_000;
/** How long a service may take to answer again after it was resumed or started. */
const RECOVERY_MS = 30_000;

let stack: LocalStack;
let dataDir: string;
const pausedPids = new Set<number>();

function pause(service: LocalService): void {
  const pid = service.pid;
  if (pid === undefined) throw new Error('the service runs no process of its own');
  pausedPids.add(pid);
  process.kill(pid, 'SIGSTOP');
}

function resumeAll(): void {
  for (const pid of pausedPids) {
    try {
      process.kill(pid, 'SIGCONT');
    } catch {
      // already gone
    }
  }
  pausedPids.clear();
}

/** Resumes whatever is paused and starts whatever is stopped. */
async function healAll(): Promise<void> {
  resumeAll();
  if (!stack) return;
  for (const service of Object.values(stack.services)) await service.start();
}

// Should this process end without its hooks (a crash), a paused child must not stay frozen.
process.once('exit', resumeAll);

const faults = {
  paused: { inject: async (service: LocalService) => pause(service), heal: async () => resumeAll() },
  stopped: { inject: (service: LocalService) => service.stop(), heal: (service: LocalService) => service.start() },
};

interface Timed {
  response: Response;
  body: string;
  ms: number;
}

async function timed(request: Promise<Response>): Promise<Timed> {
  const started = performance.now();
  const response = await request;
  const body = await response.text();
  return { response, body, ms: performance.now() - started };
}

/** The answer while a backing service is down: a German 503 with Retry-After, within seconds. */
function expectUnavailable({ response, body, ms }: Timed, what: string): void {
  expect(response.status, `${what}: ${body}`).toBe(503);
  expect((JSON.parse(body) as { detail: string }).detail, what).toBe(SERVICE_UNAVAILABLE_TEXT);
  expect(Number(response.headers.get('retry-after')), what).toBeGreaterThan(0);
  expect(ms, `${what} answered after ${Math.round(ms)} ms`).toBeLessThan(ANSWER_WITHIN_MS);
}

/** Repeats `attempt` until it returns a value (no exception); what a user does who presses "Erneut versuchen". */
async function eventually<T>(attempt: () => Promise<T>, timeoutMs = RECOVERY_MS): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * Cold starts are not what these tests measure (on a busy two-core machine a function's first request
 * can take seconds before it reaches the database): each function the act phase calls serves one
 * refused request first (422, nothing changes), as a resident's or clerk's would have before the outage.
 */
async function warmUp(session: ApiSession, calls: Array<[method: string, path: string]>): Promise<void> {
  for (const [method, path] of calls) {
    const response = await send(session, method, path, {});
    expect(response.status, `${method} ${path}`).toBe(422);
  }
}

async function signedInHere(email: string): Promise<ApiSession> {
  const session = new ApiSession(stack.url);
  const response = await login(session, email);
  expect(response.status, await response.clone().text()).toBe(200);
  return session;
}

const postJson = (session: ApiSession, path: string, body: unknown) =>
  session.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function expectPdf(response: Response): Promise<void> {
  expect(response.status, response.status === 200 ? '' : await response.clone().text()).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  expect(
    Buffer.from(await response.arrayBuffer())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
}

beforeAll(async () => {
  // The handlers' request logs would go to this process's console; the assertions say what matters.
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  dataDir = mkdtempSync(join(tmpdir(), 'baucheck-faults-'));
  stack = await startLocalStack({ port: 0, seed: true, dataDir, mapserver: true });
}, 180_000);

afterEach(healAll);

afterAll(async () => {
  resumeAll();
  await stack?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('a resident whose database stalls or goes away in the middle of a check', () => {
  const publicReads = [
    // What the residents' pages load: the unit of the link and the municipality search (never a list of all units)
    '/api/reference-units/by-slug/lindenau/',
    '/api/reference-units/search/?q=lindenau',
    `/api/quick-checks/available_checks/?reference_unit_id=${DEMO_UNITS.lindenau}`,
    `/api/quick-checks/checks/${DEMO_UNITS.lindenau}/gartenhaus/`,
    '/api/faqs/public/',
  ];

  it.each(Object.keys(faults) as Array<keyof typeof faults>)(
    'DynamoDB Local %s: every step answers a German 503 within seconds, the map search still works, and the check goes on once it is back',
    async (mode) => {
      // Prepare: the resident has loaded the check and answered it
      const resident = new ApiSession(stack.url);
      const before = await Promise.all(publicReads.map(async (path) => expectJson(await resident.request(path), 200)));
      const gartenhaus = before[3] as QuickCheck;
      const summary = summaryBody(gartenhaus, answersFor(gartenhaus, gartenhausChoices(30, LINDENAU_GARTENSTRASSE)));
      const completion = { reference_unit_id: DEMO_UNITS.lindenau, group: 'gartenhaus', overall: 'verfahrensfrei' };
      await warmUp(resident, [
        ['POST', '/api/quick-checks/completions/'],
        ['POST', '/api/export/summary/'],
      ]);

      // Act: the database goes away; the resident reloads, finishes and asks for the PDF
      await faults[mode].inject(stack.services.dynamodb);
      const during = await Promise.all([
        ...publicReads.map((path) => timed(resident.request(path))),
        timed(postJson(resident, '/api/quick-checks/completions/', completion)),
        timed(postJson(resident, '/api/export/summary/', summary)),
      ]);
      const mapSearch = await timed(resident.request('/api/quick-checks/geoservice/?query=Marktplatz'));
      await faults[mode].heal(stack.services.dynamodb);

      // Assess: told in German within seconds; the map search does not need the database
      during.forEach((answer, index) => expectUnavailable(answer, [...publicReads, 'completion', 'PDF'][index] ?? ''));
      expect(mapSearch.response.status, mapSearch.body).toBe(200);
      // ... and once it is back, the same check (same version) and its PDF
      const after = await eventually(async () =>
        Promise.all(publicReads.map(async (path) => expectJson(await resident.request(path), 200))),
      );
      expect(after).toEqual(before);
      expect((await postJson(resident, '/api/quick-checks/completions/', completion)).status).toBe(204);
      await expectPdf(await postJson(resident, '/api/export/summary/', summary));
    },
  );
});

describe('a staff edit while the database stalls or goes away', () => {
  async function faqEntries(session: ApiSession): Promise<EditableFaqEntry[]> {
    const chapters = editableFaqChapterListSchema.parse(await expectJson(await session.request('/api/faqs/'), 200));
    return chapters.flatMap((chapter) => chapter.faqs);
  }

  it.each(Object.keys(faults) as Array<keyof typeof faults>)(
    'DynamoDB Local %s: a FAQ move and a check edit answer a German 503, nothing is half-written, and the edit works once it is back',
    async (mode) => {
      // Prepare: an FAQ entry to move into another chapter with a new title and text, and a check draft
      const admin = await signedInHere('admin@baucheck.test');
      const entries = await faqEntries(admin);
      const entry = entries[0] as EditableFaqEntry;
      const otherChapter = entries.find((candidate) => candidate.chapter_id !== entry.chapter_id)?.chapter_id;
      expect(otherChapter, 'the demo FAQ has two chapters with entries').toBeDefined();
      const edit = {
        title: `Verschoben (${mode})`,
        text: `<p>Neu geschrieben (${mode})</p>`,
        chapter_id: otherChapter,
      };
      const { check_id: checkId } = await quickCheck(admin, DEMO_UNITS.bayern, 'carport_garage');
      const draft = (await draftOf(admin, checkId)).check;
      const checkEdit = { title: `Carport (${mode})`, legal_basis: `Art. 57 Abs. 1 BayBO (${mode})` };
      await warmUp(admin, [
        ['PATCH', `/api/faqs/faq/${entry.id}/`],
        ['PATCH', `/api/checks/${checkId}/`],
      ]);

      // Act (with the CSRF token the page already holds, as the SPA sends it: no token request first)
      const csrf = await admin.csrfHeader();
      const patch = (path: string, body: unknown) =>
        admin.request(path, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', ...csrf },
          body: JSON.stringify(body),
        });
      await faults[mode].inject(stack.services.dynamodb);
      const [faqAnswer, checkAnswer] = await Promise.all([
        timed(patch(`/api/faqs/faq/${entry.id}/`, { version: entry.version, ...edit })),
        timed(patch(`/api/checks/${checkId}/`, { version: draft.version, ...checkEdit })),
      ]);
      await faults[mode].heal(stack.services.dynamodb);

      // Assess: 503 in German within seconds
      expectUnavailable(faqAnswer, 'FAQ move');
      expectUnavailable(checkAnswer, 'check edit');
      // Nothing half-written: each record is entirely as before or entirely edited
      const storedEntry = await eventually(async () =>
        (await faqEntries(admin)).find((candidate) => candidate.id === entry.id),
      );
      const entryUnchanged = storedEntry?.version === entry.version;
      expect(storedEntry).toMatchObject(entryUnchanged ? entry : { ...edit, version: entry.version + 1 });
      const storedDraft = (await draftOf(admin, checkId)).check;
      const draftUnchanged = storedDraft.version === draft.version;
      expect(storedDraft).toMatchObject(
        draftUnchanged
          ? { title: draft.title, legal_basis: draft.legal_basis }
          : { ...checkEdit, version: draft.version + 1 },
      );
      // The edit, repeated with what the editor now reads, is saved
      const retried = await send(admin, 'PATCH', `/api/faqs/faq/${entry.id}/`, {
        version: storedEntry?.version,
        ...edit,
        title: `${edit.title}, erneut`,
      });
      expect(retried.status, await retried.clone().text()).toBe(200);
      expect((await faqEntries(admin)).find((candidate) => candidate.id === entry.id)).toMatchObject({
        ...edit,
        title: `${edit.title}, erneut`,
      });
      const retriedCheck = await send(admin, 'PATCH', `/api/checks/${checkId}/`, {
        version: storedDraft.version,
        ...checkEdit,
      });
      expect(retriedCheck.status, await retriedCheck.clone().text()).toBe(200);
      expect((await draftOf(admin, checkId)).check).toMatchObject(checkEdit);
    },
  );
});

describe('the sign-in service goes away', () => {
  it('sign-in answers a German 503, residents and signed-in staff go on, and sign-in works once it is back', async () => {
    // Prepare: a staff member signed in before and working (their session was checked: the function
    // holds Cognito's signing keys, as a warm Lambda does; a cold one would have to fetch them)
    const admin = await signedInHere('admin@baucheck.test');
    expect((await admin.request('/api/users/me')).status).toBe(200);
    const resident = new ApiSession(stack.url);

    // Act
    await stack.services.cognito.stop();
    const signIn = await timed(login(new ApiSession(stack.url), 'land@baucheck.test'));
    const check = await resident.request(`/api/quick-checks/checks/${DEMO_UNITS.lindenau}/gartenhaus/`);
    const staffRead = await admin.request('/api/users/me');
    await stack.services.cognito.start();

    // Assess
    expectUnavailable(signIn, 'sign-in');
    expect(check.status).toBe(200);
    expect(staffRead.status).toBe(200);
    await eventually(async () => {
      await signedInHere('land@baucheck.test');
    });
  });
});

describe('the file storage goes away', () => {
  it('PDF, image upload and media answer a German 503, everything else works, and they work again once it is back', async () => {
    // Prepare: an uploaded image and what a resident needs for a PDF
    const kommune = await signedInHere('kommune@baucheck.test');
    const resident = new ApiSession(stack.url);
    const imageQuery = `reference_unit_id=${DEMO_UNITS.lindenau}`;
    const { path: imagePath } = await expectJson<{ path: string }>(await uploadImage(kommune, imageQuery, PNG), 201);
    const gartenhaus = await quickCheck(resident, DEMO_UNITS.lindenau, 'gartenhaus');
    const summary = summaryBody(gartenhaus, answersFor(gartenhaus, gartenhausChoices(30, LINDENAU_GARTENSTRASSE)));
    await expectPdf(await postJson(resident, '/api/export/summary/', summary));

    // Act
    await stack.services.s3.stop();
    const pdf = await timed(postJson(resident, '/api/export/summary/', summary));
    const upload = await timed(uploadImage(kommune, imageQuery, PNG));
    const media = await timed(resident.request(imagePath));
    const check = await resident.request(`/api/quick-checks/checks/${DEMO_UNITS.lindenau}/gartenhaus/`);
    const staffRead = await kommune.request('/api/users/me');
    await stack.services.s3.start();

    // Assess
    expectUnavailable(pdf, 'PDF');
    expectUnavailable(upload, 'image upload');
    expectUnavailable(media, 'media');
    expect(check.status).toBe(200);
    expect(staffRead.status).toBe(200);
    await eventually(async () => expectPdf(await postJson(resident, '/api/export/summary/', summary)));
    expect((await uploadImage(kommune, imageQuery, PNG)).status).toBe(201);
    const image = await resident.request(imagePath);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });
});

describe('the Land’s map server goes away in the middle of a check', () => {
  const coverageOf = (answer: GeoserviceResponse, kind: string) => answer.coverage.find((entry) => entry.kind === kind);

  it('the site lookup says "keine Daten" for its kind within seconds, the PDF names it, and it is checked again once the server is back', async () => {
    // Prepare: Baden-Württemberg takes its monuments from the map server (WFS, as Land staff would enter
    // it); the resident has set the site in Tannbach's old town, inside the monument ensemble. (No other
    // test here asks for that Land's services: the functions keep a Land's configuration a minute.)
    const mapserver = stack.services.mapserver;
    if (!mapserver) throw new Error('the stack runs no MapServer');
    const admin = await signedInHere('admin@baucheck.test');
    const configPath = `/api/geo-services/${DEMO_UNITS.badenWuerttemberg}/`;
    const { version } = landGeoConfigSchema.parse(await expectJson(await admin.request(configPath), 200));
    const monuments = mapServerService(mapserver.url, 'Denkmalschutz', 'wfs', 'EPSG:25832');
    await expectJson(
      await send(admin, 'PUT', configPath, { services: { Denkmalschutz: monuments }, address_source: null, version }),
      200,
    );
    const resident = new ApiSession(stack.url);
    // Each lookup at another spot of the ensemble: the functions keep a service's answer per spot a while
    const lookUp = async (lon: number, lat: number) =>
      timed(resident.request(`/api/quick-checks/geoservice/?unit=${DEMO_UNITS.tannbach}&lon=${lon}&lat=${lat}`));
    const parsed = ({ response, body }: Timed) => {
      expect(response.status, body).toBe(200);
      return geoserviceResponseSchema.parse(JSON.parse(body));
    };
    const before = parsed(await lookUp(9.2005, 48.7002));
    expect(coverageOf(before, 'Denkmalschutz')).toMatchObject({
      state: 'betroffen',
      source: { service: 'MapServer (Demodaten)', land: 'Baden-Württemberg' },
    });
    const gartenhaus = await quickCheck(resident, DEMO_UNITS.tannbach, 'gartenhaus');
    const oldTown = { label: 'Marktstraße 7, 79999 Tannbach', lon: 9.2015, lat: 48.7008 };
    const summary = summaryBody(gartenhaus, answersFor(gartenhaus, gartenhausChoices(30, oldTown)));
    await warmUp(resident, [['POST', '/api/export/summary/']]);

    // Act: the map server goes away; the resident moves the marker and asks for the PDF
    await mapserver.stop();
    const during = await lookUp(9.1995, 48.6995);
    const pdf = await postJson(resident, '/api/export/summary/', summary);
    await mapserver.start();

    // Assess: the monuments are "keine Daten" (never "nicht betroffen"), the other kinds as before
    expect(during.ms, `answered after ${Math.round(during.ms)} ms`).toBeLessThan(ANSWER_WITHIN_MS);
    const answer = parsed(during);
    expect(coverageOf(answer, 'Denkmalschutz')).toEqual({
      kind: 'Denkmalschutz',
      state: 'keine Daten',
      reason: 'keine Antwort',
      source: { service: 'MapServer (Demodaten)', land: 'Baden-Württemberg', as_of: null },
    });
    expect(coverageOf(answer, 'Hochwasser')).toEqual(coverageOf(before, 'Hochwasser'));
    expect(answer.areas.filter((area) => area.kind === 'Denkmalschutz')).toEqual([]);
    await expectPdf(pdf.clone());
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer())).replace(/[\s\u00a0]+/g, ' ');
    expect(text).toContain(notCheckedText({ kind: 'Denkmalschutz', reason: 'keine Antwort' }));
    expect(text).not.toMatch(/Denkmalschutz nichts gefunden/);
    // ... and once it is back, the next spot is checked again
    const after = await eventually(async () => {
      const again = parsed(await lookUp(9.2025, 48.7015));
      expect(coverageOf(again, 'Denkmalschutz')?.state).toBe('betroffen');
      return again;
    });
    expect(after.areas).toContainEqual({
      kind: 'Denkmalschutz',
      name: 'Gesamtanlage Altstadt Tannbach',
      distance_m: 0,
    });
  });
});

describe('the PDF browser dies', () => {
  it('killed during a render: that request answers (a PDF or a German 503), and the next one renders', async () => {
    // Prepare: a warm browser, as after the first PDF of a container
    const resident = new ApiSession(stack.url);
    const gartenhaus = await quickCheck(resident, DEMO_UNITS.lindenau, 'gartenhaus');
    const summary = summaryBody(gartenhaus, answersFor(gartenhaus, gartenhausChoices(30, LINDENAU_GARTENSTRASSE)));
    await expectPdf(await postJson(resident, '/api/export/summary/', summary));
    const [browser] = chromiumChildrenOf(process.pid);
    expect(browser, 'the stack in this process launched Chromium').toBeDefined();

    // Act: ask for a PDF and kill the browser while the request runs
    const rendering = timed(postJson(resident, '/api/export/summary/', summary));
    process.kill(browser as number, 'SIGKILL');
    const during = await rendering;
    await waitFor(() => !chromiumChildrenOf(process.pid).includes(browser as number));

    // Assess
    if (during.response.status === 200) {
      expect(during.response.headers.get('content-type')).toBe('application/pdf');
    } else {
      expect(during.response.status, during.body).toBe(503);
      expect((JSON.parse(during.body) as { detail: string }).detail).toMatch(/^Die PDF-Datei kann gerade nicht/);
    }
    await expectPdf(await postJson(resident, '/api/export/summary/', summary));
    expect(chromiumChildrenOf(process.pid)).not.toContain(browser);
  });
});
