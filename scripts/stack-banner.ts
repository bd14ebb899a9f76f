import path from 'node:path';
import { DEMO_PASSWORD, demoResidents, TEST_CARDS } from '@resident/operator-api';

/** The brand line of the banner: the example or operator file, or the default brand. */
export const brandLabel = (root: string, brandFile: string | undefined) =>
  brandFile ? path.relative(root, brandFile) : 'по умолчанию (Регоператор)';

/**
 * Ctrl+C (or a stop from the system) closes the servers in the order given: the portal first, then
 * the operator API (which finishes its mail deliveries), then the mail catcher they went to.
 */
export function stopOnSignals(...servers: { close(): Promise<unknown> }[]): void {
  const stop = async () => {
    // Whatever a client holds open, the process is gone within 5 s.
    setTimeout(() => process.exit(1), 5_000).unref();
    for (const server of servers) await server.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** What `npm start` and `pnpm dev` print once the servers listen; `mail` says where the mail goes. */
export function stackBanner(portalUrl: string, apiUrl: string, brandName: string, mail: string): string {
  const width = Math.max(...demoResidents.map((r) => r.login.length));
  return [
    '',
    `Портал жителя:      ${portalUrl}`,
    `API оператора:      ${apiUrl}/docs  (контракт OpenAPI)`,
    `Бренд:              ${brandName}`,
    `Почта жителей:      ${mail}`,
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
  ].join('\n');
}
