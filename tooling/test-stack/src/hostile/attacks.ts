// What one anonymous client on one machine throws at the portal's server, from the
// loopback address 127.0.0.1. Each attack is bounded (a count and a duration), reports how many
// requests it sent and how the server answered them (status → count; 'open': the server still
// held the socket when the attack ended, 'closed': it closed it without an answer), and ends every
// socket it opened.
import { connect, type Socket } from 'node:net';

export interface AttackResult {
  sent: number;
  answers: Record<string, number>;
}

export interface Attack {
  name: string;
  run(portalUrl: string): Promise<AttackResult>;
}

/** The public client credential of /config.json (what the attacker in the issue used). */
const PUBLIC_CLIENT = `Basic ${Buffer.from('resident-portal:resident-portal-secret').toString('base64')}`;

function open(portalUrl: string): Promise<Socket> {
  const { hostname, port } = new URL(portalUrl);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    socket.setNoDelay(true);
    socket.once('connect', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Collects what the server sends; `status()` is the answer's status, 'open' or 'closed'. */
function watch(socket: Socket) {
  let received = '';
  let closed = false;
  socket.on('data', (chunk: Buffer) => {
    if (received.length < 64) received += chunk.toString('latin1');
  });
  socket.on('error', () => undefined);
  const done = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  void done.then(() => {
    closed = true;
  });
  return {
    done,
    status: () => /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? (closed ? 'closed' : 'open'),
  };
}

const count = (answers: Record<string, number>, status: string) => {
  answers[status] = (answers[status] ?? 0) + 1;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `total` one-request exchanges spread evenly over `durationMs` (so the journey beside them
 * meets them all along), at most `concurrency` at a time, each ending by `timeoutMs`.
 */
async function exchanges(
  portalUrl: string,
  requests: (i: number) => string | Buffer,
  {
    total,
    durationMs,
    concurrency = 64,
    timeoutMs = 3_000,
  }: { total: number; durationMs: number; concurrency?: number; timeoutMs?: number },
): Promise<AttackResult> {
  const answers: Record<string, number> = {};
  const started = Date.now();
  let next = 0;
  async function worker() {
    while (next < total) {
      const i = next++;
      const due = started + (i * durationMs) / total;
      if (due > Date.now()) await sleep(due - Date.now());
      let socket: Socket;
      try {
        socket = await open(portalUrl);
      } catch {
        count(answers, 'refused');
        continue;
      }
      const watched = watch(socket);
      socket.write(requests(i));
      await Promise.race([watched.done, sleep(timeoutMs)]);
      count(answers, watched.status());
      socket.destroy();
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { sent: total, answers };
}

/** Holds `total` sockets for `durationMs`, each started by `start` and fed by `drip` once a second. */
async function holdSockets(
  portalUrl: string,
  total: number,
  durationMs: number,
  start: string,
  drip: string,
): Promise<AttackResult> {
  const answers: Record<string, number> = {};
  const held: { socket: Socket; status: () => string }[] = [];
  const openings = Array.from({ length: total }, async () => {
    try {
      const socket = await open(portalUrl);
      const watched = watch(socket);
      socket.write(start);
      held.push({ socket, status: watched.status });
    } catch {
      count(answers, 'refused');
    }
  });
  await Promise.all(openings);
  const ends = Date.now() + durationMs;
  while (Date.now() < ends) {
    await sleep(Math.min(1_000, ends - Date.now()));
    for (const { socket } of held) if (socket.writable) socket.write(drip);
  }
  for (const { socket, status } of held) {
    count(answers, status());
    socket.destroy();
  }
  return { sent: total, answers };
}

const handshake = (path: string) =>
  `GET ${path} HTTP/1.1\r\nHost: portal\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`;
const UPGRADE_PATHS = [
  '/api/health',
  '/api/v3/main/user/',
  '/api/oauth/token',
  '/',
  '/api/v3/client/freeAccess/branding?isManager=false',
];

/** Oversized and malformed requests: each a thing a parser, a router or a proxy can trip on. */
const MALFORMED: (string | Buffer)[] = [
  `GET /api/health HTTP/1.1\r\nHost: portal\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
  `GET /api/${'a'.repeat(70_000)} HTTP/1.1\r\nHost: portal\r\n\r\n`,
  'POST /api/oauth/token HTTP/1.1\r\nHost: portal\r\nContent-Type: application/json\r\nContent-Length: 10485760\r\n\r\n{"a":',
  'GET /api/%ff HTTP/1.1\r\nHost: portal\r\nConnection: close\r\n\r\n',
  'GET /api/v3/%c0%af/../../etc/passwd HTTP/1.1\r\nHost: portal\r\nConnection: close\r\n\r\n',
  'POST /api/oauth/token HTTP/1.1\r\nHost: portal\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
  'POST /api/oauth/token HTTP/1.1\r\nHost: portal\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nzz\r\nnope\r\n',
  'POST /api/oauth/token HTTP/1.1\r\nHost: portal\r\nTransfer-Encoding: xchunked\r\n\r\n',
  'G@T /api/health HTTP/1.1\r\nHost: portal\r\n\r\n',
  'GET /api/health HTTP/1.1\r\nHost: portal\r\nBad Header Line\r\n\r\n',
  'GET /api/health HTTP/7.0\r\n\r\n',
  Buffer.from([0x16, 0x03, 0x01, 0x02, 0x00, 0x01, 0x00, 0x01, 0xfc, 0x03, 0x03, 0x0d, 0x0a, 0x0d, 0x0a]),
  'POST /api/v3/main/communication/message HTTP/1.1\r\nHost: portal\r\nContent-Type: multipart/form-data; boundary=X\r\nContent-Length: 30\r\nConnection: close\r\n\r\n--X\r\nbroken',
  'GET /api/ws HTTP/1.1\r\nHost: portal\r\nConnection: Upgrade\r\nUpgrade: h2c\r\n\r\n',
];

/**
 * The portal's navigation cookie names the menu items its signed-in frame draws; the
 * server draws a frame for each new set. A different valid set with every request: the cache and
 * the drawing budget must hold (apps/portal/README.md, «The frame's navigation»).
 */
const MENU_NAMES = [
  'dashboard',
  'profile',
  'billing',
  'objects',
  'litigation',
  'insurance',
  'appeals',
  'vacancy',
  'service-pay',
  'waste-removal',
  'container-rental',
  'installments',
  'prizes',
];
const FRAME_PAGES = ['dashboard', 'billing', 'objects', 'appeals/help', 'profile'];
function forgedFrame(i: number): string {
  const names = MENU_NAMES.filter((_, bit) => ((i * 2_654_435_761) >>> bit) & 1);
  const cookie = (names.length > 0 ? names : MENU_NAMES).join('.');
  return `GET /resident/${1 + (i % 997)}/${FRAME_PAGES[i % FRAME_PAGES.length]} HTTP/1.1\r\nHost: portal\r\nAccept: text/html\r\nAccept-Encoding: br\r\nCookie: rp_nav=${cookie}\r\nConnection: close\r\n\r\n`;
}

export const ATTACKS: readonly Attack[] = [
  {
    name: '2 000 anonymous upgrades on non-websocket paths',
    run: (portalUrl) =>
      exchanges(portalUrl, (i) => handshake(UPGRADE_PATHS[i % UPGRADE_PATHS.length]!), {
        total: 2_000,
        durationMs: 4_000,
      }),
  },
  {
    name: '500 slow-body sockets (a byte a second)',
    run: (portalUrl) =>
      holdSockets(
        portalUrl,
        500,
        4_000,
        `POST /api/oauth/token HTTP/1.1\r\nHost: portal\r\nAuthorization: ${PUBLIC_CLIENT}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 60000\r\n\r\ngrant_type=password&`,
        'a',
      ),
  },
  {
    name: '500 slow-header sockets (a byte a second)',
    run: (portalUrl) => holdSockets(portalUrl, 500, 4_000, 'GET /api/health HTTP/1.1\r\nHost: portal\r\nX-Slow: ', 'a'),
  },
  {
    name: '1 000 idle keep-alive connections',
    run: (portalUrl) => holdSockets(portalUrl, 1_000, 4_000, 'GET /api/health HTTP/1.1\r\nHost: portal\r\n\r\n', ''),
  },
  {
    name: '2 000 signed-in frames, a new navigation cookie each',
    run: (portalUrl) => exchanges(portalUrl, forgedFrame, { total: 2_000, durationMs: 4_000 }),
  },
  {
    name: 'oversized and malformed requests',
    run: (portalUrl) =>
      exchanges(portalUrl, (i) => MALFORMED[i % MALFORMED.length]!, { total: 1_000, durationMs: 4_000 }),
  },
];
