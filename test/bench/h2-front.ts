import { execFileSync } from 'node:child_process';
import { createHash, createPublicKey } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createSecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Headers of one HTTP/1.1 hop, which HTTP/2 forbids. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

/** The headers that go on to the next hop: without the hop's own and HTTP/2's pseudo-headers. */
function passedOn(headers: Record<string, string | string[] | undefined>): Record<string, string | string[]> {
  const passed: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !name.startsWith(':') && !HOP_BY_HOP.has(name)) passed[name] = value;
  }
  return passed;
}

export interface H2Front {
  /** The front's origin, https://localhost:<port>. */
  url: string;
  /**
   * The base64 SHA-256 of the certificate's public key, for Chromium's
   * `--ignore-certificate-errors-spki-list`: the browser then trusts the certificate as it would a
   * real one (with certificate errors merely ignored, Chromium reports no LCP).
   */
  spki: string;
  close(): Promise<void>;
}

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'baucheck-h2-front-'));
  try {
    const [keyFile, certFile] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    // A one-day certificate for localhost (openssl comes with Debian's ca-certificates).
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'].concat([
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost',
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ]),
      { stdio: 'ignore' },
    );
    return { key: readFileSync(keyFile), cert: readFileSync(certFile) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * An HTTPS front speaking HTTP/2 before the local gateway, as CloudFront is before the app in
 * production. The gateway speaks HTTP/1.1, on which a browser opens at most six connections to a host,
 * each with its own handshake and slow start, and queues the rest; CloudFront serves browsers over
 * HTTP/2 (one connection, every request at once), and browsers speak HTTP/2 only over TLS. The front
 * passes requests and answers through with their bodies as they are (compressed ones included); only
 * the hop's own headers are dropped and the Host names the gateway.
 */
export async function startH2Front(target: string): Promise<H2Front> {
  const { key, cert } = selfSignedCertificate();
  const upstream = new URL(target);
  const server = createSecureServer({ key, cert, allowHTTP1: true }, (incoming, outgoing) => {
    const headers = { ...passedOn(incoming.headers), host: upstream.host };
    const forwarded = request(
      { host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, passedOn(answer.headers));
        answer.on('error', () => outgoing.destroy());
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    // A browser that gives up on a request (a reset stream) ends the gateway's request too.
    outgoing.on('close', () => {
      if (!outgoing.writableFinished) forwarded.destroy();
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://localhost:${port}`,
    spki: createHash('sha256')
      .update(createPublicKey(key).export({ type: 'spki', format: 'der' }))
      .digest('base64'),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
