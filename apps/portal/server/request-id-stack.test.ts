// One request's id in the portal server's log, the operator API's log and the answer's
// header, both servers run as deployed (child processes, JSON logs on stdout at LOG_LEVEL=info).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { OPERATOR_API_DIR, SERVE_SCRIPT, startChildServer, type ChildServer } from './testing/child-server.ts';
import { tempDist } from './testing/raw-http.ts';

const dist = tempDist();
const dataDir = mkdtempSync(path.join(tmpdir(), 'request-id-'));
const children: ChildServer[] = [];

afterAll(async () => {
  for (const { child, exited } of children) {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  }
  dist.remove();
  rmSync(dataDir, { recursive: true, force: true });
});

it("carries one request id through the portal's log, the API's log and the answer", { timeout: 60_000 }, async () => {
  const api = await startChildServer(
    'src/main.ts',
    {
      OPERATOR_API_PORT: '0',
      OPERATOR_API_DB: path.join(dataDir, 'operator.db'),
      OPERATOR_API_SEED: 'false',
      OPERATOR_ADMIN_TOKEN: 'request-id-suite-operator-token',
      AUTOPAY_INTERVAL: '0',
      PAYMENT_RECONCILE_MS: '0',
      LOG_LEVEL: 'info',
    },
    OPERATOR_API_DIR,
  );
  children.push(api);
  const portal = await startChildServer(SERVE_SCRIPT, {
    OPERATOR_API_URL: api.url,
    PORTAL_PORT: '0',
    PORTAL_DIST_DIR: dist.dir,
    LOG_LEVEL: 'info',
  });
  children.push(portal);

  const response = await fetch(`${portal.url}/api/v3/client/freeAccess/branding?isManager=false`);
  expect(response.status).toBe(200);
  const id = response.headers.get('x-request-id');
  expect(id).toMatch(/^[0-9a-f-]{36}$/);

  const completed = (server: ChildServer) =>
    server.logs().find((line) => line.msg === 'request completed' && line.reqId === id);
  await expect
    .poll(() => completed(portal), { timeout: 10_000 })
    .toMatchObject({ route: '/api/*', path: '/api/v3/client/freeAccess/branding', statusCode: 200 });
  await expect
    .poll(() => completed(api), { timeout: 10_000 })
    .toMatchObject({ route: '/api/v3/client/freeAccess/branding', statusCode: 200 });
  // Neither log line carries the query string (it may hold a token elsewhere).
  expect(JSON.stringify([completed(portal), completed(api)])).not.toContain('isManager');
});
