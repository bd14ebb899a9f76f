// TLS in front of the portal (docs/deploying.md): Debian's nginx runs the example site file
// docs/nginx/portal.conf — its ports, certificate and the portal's address templated, nothing else
// changed — with a self-signed certificate made here, in front of the run's built portal server and
// operator API. Through it: pages, assets, config.json and /api keep the portal's security headers
// (the same checks as server/security-headers.test.ts), the live-update websocket upgrades, the
// operator's paths stay closed, plain HTTP moves to HTTPS, and with the portal down nginx answers
// in the portal's own way (§8 JSON, the same headers). Skipped, saying so, only without nginx.
import { SECURITY_HEADER_CHECKS, securityHeaderProblems } from '@resident/vitest-config/security-headers';
import { freePort, signInOverHttp } from '@resident/test-stack';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect as tlsConnect } from 'node:tls';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const EXAMPLE = path.resolve(here, '../../../docs/nginx/portal.conf');
const distDir = path.resolve(here, '../dist');
// NGINX_BIN: another nginx (alone: a wrong one is reported as missing, not replaced by Debian's).
const nginxBin = (process.env.NGINX_BIN ? [process.env.NGINX_BIN] : ['/usr/sbin/nginx', '/usr/bin/nginx']).find(
  (file) => existsSync(file),
);
const opensslBin = ['/usr/bin/openssl', '/usr/local/bin/openssl'].find((file) => existsSync(file));
const missing = !nginxBin ? 'nginx' : !opensslBin ? 'openssl' : undefined;
if (missing) {
  const where = missing === 'nginx' && process.env.NGINX_BIN ? ` at NGINX_BIN=${process.env.NGINX_BIN}` : '';
  console.warn(
    `nginx-tls: SKIPPED — ${missing} was not found${where} (\`sudo apt-get install nginx-light openssl\`; \`npm test\` installs them as root).`,
  );
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** The example with this run's values; each placeholder must be found, so an edited example fails loudly here. */
function templated(example: string, replacements: [string, string][]): string {
  let text = example;
  for (const [from, to] of replacements) {
    if (!text.includes(from))
      throw new Error(`docs/nginx/portal.conf no longer contains «${from}»: update this test with it`);
    text = text.split(from).join(to);
  }
  return text;
}

/** A running nginx on a folder of its own (its main config includes the templated site file). */
async function startNginx(dir: string, site: string, httpsPort: number): Promise<{ stop(): Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'portal.conf'), site);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      // As root the workers would become nobody, who cannot enter the test's private folder.
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
      `  include ${path.join(dir, 'portal.conf')};`,
      '}',
    ].join('\n'),
  );
  const checked = spawnSync(
    nginxBin!,
    ['-t', '-q', '-p', dir, '-e', path.join(dir, 'error.log'), '-c', path.join(dir, 'nginx.conf')],
    { encoding: 'utf8' },
  );
  if (checked.status !== 0) throw new Error(`nginx -t refused the example:\n${checked.stderr}`);
  const child: ChildProcess = spawn(
    nginxBin!,
    ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const exited = once(child, 'exit');
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // Ready when it accepts a TLS connection (polled: no fixed wait; generous on a busy machine).
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited: ${stderr}${readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
    const accepted = await new Promise<boolean>((resolve) => {
      const socket = tlsConnect({ host: '127.0.0.1', port: httpsPort, rejectUnauthorized: false }, () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (accepted) break;
    if (Date.now() > deadline) throw new Error(`nginx did not accept TLS connections within 30 s: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return {
    async stop() {
      // SIGTERM is nginx's fast shutdown.
      child.kill('SIGTERM');
      await exited;
    },
  };
}

describe.skipIf(Boolean(missing))('the portal behind nginx with TLS (docs/nginx/portal.conf)', () => {
  const portalUrl = new URL(inject('portalUrl'));
  const operatorApiUrl = inject('operatorApiUrl');
  let dir: string;
  let cert: string;
  let httpsPort: number;
  let httpPort: number;
  let deadHttpsPort: number;
  const running: { stop(): Promise<void> }[] = [];
  const figures = { responses: 0, headers: 0, failed: 0 };

  function siteFor(portal: string, https: number, http: number): string {
    return templated(readFileSync(EXAMPLE, 'utf8'), [
      ['listen 443 ssl http2;', `listen 127.0.0.1:${https} ssl http2;`],
      ['listen [::]:443 ssl http2;', ''],
      ['listen 80;', `listen 127.0.0.1:${http};`],
      ['listen [::]:80;', ''],
      ['/etc/letsencrypt/live/portal.example.ru/fullchain.pem', path.join(dir, 'cert.pem')],
      ['/etc/letsencrypt/live/portal.example.ru/privkey.pem', path.join(dir, 'key.pem')],
      ['/var/www/letsencrypt', dir],
      ['server 127.0.0.1:4173;', `server ${portal};`],
    ]);
  }

  beforeAll(async () => {
    if (!existsSync(path.join(distDir, 'index.html')))
      throw new Error('apps/portal/dist is missing: run `pnpm --filter @resident/portal build` first');
    dir = mkdtempSync(path.join(tmpdir(), 'portal-nginx-'));
    const made = spawnSync(
      opensslBin!,
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { encoding: 'utf8' },
    );
    if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
    cert = readFileSync(path.join(dir, 'cert.pem'), 'utf8');
    // NGINX_TEST_PORT: a base port (it, +1, +2) for a machine that hands out port ranges.
    const base = Number(process.env.NGINX_TEST_PORT ?? 0);
    [httpsPort, httpPort, deadHttpsPort] = base
      ? [base, base + 1, base + 2]
      : [await freePort(), await freePort(), await freePort()];
    running.push(await startNginx(path.join(dir, 'live'), siteFor(portalUrl.host, httpsPort, httpPort), httpsPort));
    // A second copy whose portal is down: a port nobody listens on.
    const dead = await freePort();
    running.push(
      await startNginx(
        path.join(dir, 'dead'),
        siteFor(`127.0.0.1:${dead}`, deadHttpsPort, await freePort()),
        deadHttpsPort,
      ),
    );
  });

  afterAll(async () => {
    await Promise.all(running.map((nginx) => nginx.stop()));
    if (dir) rmSync(dir, { recursive: true, force: true });
    console.log(
      `headers suite (through nginx): ${figures.responses} responses, ${figures.headers} headers checked, ${figures.failed} missing or weak`,
    );
  });

  function fetchOver(
    port: number,
    url: string,
    init: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
  ): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const request = httpsRequest(
        {
          host: '127.0.0.1',
          port,
          path: url,
          method: init.method ?? 'GET',
          headers: init.headers,
          ca: cert,
          servername: 'localhost',
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks).toString(),
            }),
          );
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(init.body);
    });
  }
  const fetchTls = (url: string, init?: Parameters<typeof fetchOver>[2]) => fetchOver(httpsPort, url, init);

  function problems(headers: IncomingHttpHeaders): string[] {
    const found = securityHeaderProblems(headers);
    figures.responses += 1;
    figures.headers += SECURITY_HEADER_CHECKS;
    figures.failed += found.length;
    return found;
  }

  it('serves pages, assets, config.json and /api with the portal’s security headers, once each', async () => {
    const asset = readdirSync(path.join(distDir, 'assets')).find((name) => name.endsWith('.js'));
    const cases: [string, string, string][] = [
      ['/', 'text/html', 'text/html'],
      ['/resident/1/dashboard', 'text/html', 'text/html'],
      [`/assets/${asset}`, '*/*', 'javascript'],
      ['/config.json', '*/*', 'application/json'],
      ['/api/v3/client/freeAccess/altcha/getChallenge', '*/*', 'application/json'],
    ];
    for (const [url, accept, type] of cases) {
      const answer = await fetchTls(url, { headers: { accept } });
      expect.soft(answer.status, url).toBe(200);
      expect.soft(String(answer.headers['content-type']), url).toContain(type);
      expect.soft(problems(answer.headers), url).toEqual([]);
      // nginx adds none of its own: one CSP, the portal's (a second would be a header list).
      expect.soft(String(answer.headers['content-security-policy']), url).not.toContain(',');
      expect.soft(answer.headers.server, url).toBe('nginx');
    }
  });

  it('passes a signed-in /api call and an upload-sized body on to the portal, which answers them', async () => {
    const { access_token: token } = await signInOverHttp(`${operatorApiUrl}/api`, 'resident@demo.ru');
    const user = await fetchTls('/api/v3/main/user/', { headers: { authorization: `Bearer ${token}` } });
    expect(user.status).toBe(200);
    expect(problems(user.headers)).toEqual([]);
    // Over nginx's default client_max_body_size (1 MB): the portal judges it (its §8 413), not nginx.
    const big = await fetchTls('/api/v3/client/freeAccess/altcha/getChallenge', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.alloc(2 * 1024 * 1024, 0x20),
    });
    expect(big.status).toBe(413);
    expect(String(big.headers['content-type'])).toContain('application/json');
    expect(JSON.parse(big.body)).toEqual({ message: 'Запрос слишком большой.' });
    expect(problems(big.headers)).toEqual([]);
  });

  it('upgrades the live-update websocket through TLS and the portal to the API', async () => {
    const { access_token: token } = await signInOverHttp(`${operatorApiUrl}/api`, 'resident@demo.ru');
    const socket = tlsConnect({ host: '127.0.0.1', port: httpsPort, ca: cert, servername: 'localhost' });
    try {
      await once(socket, 'secureConnect');
      socket.write(
        [
          'GET /api/ws HTTP/1.1',
          `Host: localhost:${httpsPort}`,
          'Upgrade: websocket',
          'Connection: Upgrade',
          'Sec-WebSocket-Version: 13',
          `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
          `Sec-WebSocket-Protocol: bearer, ${token}`,
          '',
          '',
        ].join('\r\n'),
      );
      // The handshake's answer, then the API's first frame: its greeting {"type":"ready"}.
      let received = Buffer.alloc(0);
      let frame: string | undefined;
      let head = '';
      for await (const chunk of socket as AsyncIterable<Buffer>) {
        received = Buffer.concat([received, chunk]);
        const end = received.indexOf('\r\n\r\n');
        if (end < 0) continue;
        head = received.subarray(0, end).toString();
        frame = textFrame(received.subarray(end + 4));
        if (frame !== undefined || !head.startsWith('HTTP/1.1 101')) break;
      }
      expect(head).toMatch(/^HTTP\/1\.1 101 /);
      expect(head).toMatch(/^upgrade: websocket$/im);
      expect(JSON.parse(frame ?? '{}')).toMatchObject({ type: 'ready' });
    } finally {
      socket.destroy();
    }
  });

  it('keeps the operator’s paths and the metrics closed to the public', async () => {
    for (const url of ['/api/admin/outbox', '/API//Admin/outbox', '/metrics', '/ready']) {
      const answer = await fetchTls(url);
      expect.soft(answer.status, url).toBe(404);
    }
  });

  it('moves plain HTTP to HTTPS', async () => {
    const answer = await new Promise<Answer>((resolve, reject) => {
      httpRequest(
        {
          host: '127.0.0.1',
          port: httpPort,
          path: '/resident/1/dashboard?tab=x',
          headers: { host: 'portal.example.ru' },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: '' }));
        },
      )
        .on('error', reject)
        .end();
    });
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('https://portal.example.ru/resident/1/dashboard?tab=x');
  });

  it('with the portal down, answers 503 in the portal’s way: §8 JSON, Retry-After and the same headers', async () => {
    for (const url of ['/', '/api/v3/main/user/']) {
      const answer = await fetchOver(deadHttpsPort, url, { headers: { accept: 'text/html,*/*' } });
      expect.soft(answer.status, url).toBe(503);
      expect.soft(String(answer.headers['content-type']), url).toContain('application/json');
      expect
        .soft(JSON.parse(answer.body), url)
        .toEqual({ message: 'Сервис временно недоступен. Повторите попытку позже.' });
      expect.soft(answer.headers['retry-after'], url).toBe('30');
      expect.soft(problems(answer.headers), url).toEqual([]);
    }
  });
});

/** The text of the first whole, unmasked websocket text frame in `bytes`, if it has arrived. */
function textFrame(bytes: Buffer): string | undefined {
  if (bytes.length < 2) return undefined;
  let length = bytes[1]! & 0x7f;
  let offset = 2;
  if (length === 126) {
    if (bytes.length < 4) return undefined;
    length = bytes.readUInt16BE(2);
    offset = 4;
  } else if (length === 127) {
    if (bytes.length < 10) return undefined;
    length = Number(bytes.readBigUInt64BE(2));
    offset = 10;
  }
  if (bytes.length < offset + length) return undefined;
  return bytes.subarray(offset, offset + length).toString();
}
