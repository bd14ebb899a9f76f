// `npm start`: the operator API on its embedded SQLite (seeded demo residents) and the portal's
// Vite dev server in front of it, in one process. Ctrl+C stops both.
import { buildServer, DEMO_PASSWORD, demoResidents, ensureAdminTokenFile, loadOptionsFromEnv, TEST_CARDS } from '@resident/operator-api';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiOptions = loadOptionsFromEnv(process.env);
// The operator side (admin API and `operator` CLI) shares the token file main.ts uses.
const api = await buildServer({ ...apiOptions, seed: true, adminToken: apiOptions.adminToken ?? ensureAdminTokenFile() });
const apiUrl = await api.listen({ host: apiOptions.host, port: apiOptions.port });

process.env.OPERATOR_API_URL = apiUrl;
const portal = await createServer({ root: path.join(root, 'apps/portal'), configFile: path.join(root, 'apps/portal/vite.config.ts') });
await portal.listen();
const portalUrl = portal.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/';

const width = Math.max(...demoResidents.map((r) => r.login.length));
process.stdout.write(
  [
    '',
    `Портал жителя:      ${portalUrl}`,
    `API оператора:      ${apiUrl}/docs  (контракт OpenAPI)`,
    'Ответить жителю:    pnpm --filter @resident/operator-api operator answer <номер чата> "текст"',
    '',
    `Демо-жители (пароль у всех: ${DEMO_PASSWORD}):`,
    ...demoResidents.map((r) => `  ${r.login.padEnd(width)}  ${r.description}`),
    '',
    'Тестовые карты (срок — любой будущий, CVC — любые 3 цифры):',
    ...TEST_CARDS.map((card) => `  ${card.number}  ${card.description}`),
    '',
    'Остановить: Ctrl+C',
    '',
  ].join('\n'),
);

async function stop() {
  await portal.close();
  await api.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
