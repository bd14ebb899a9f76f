import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { OpenApiDocument } from './document.ts';
import type { Credentials } from './state.ts';

export const REPO_DOCUMENT = path.resolve(import.meta.dirname, '../../../apps/operator-api/openapi.json');

// Russian, like every message the portal's operators read; the check table keeps the contract's
// operationIds and English check names (they are what the OpenAPI document and the README say).
export const HELP = `pnpm conformance --base <url> [--spec <файл>]

Проверяет бэкенд оператора по контракту API оператора (OpenAPI) — так, как его вызывает портал.

  --base <url>     база API бэкенда, apiBase из config.json портала
                   (эталонный сервер: http://127.0.0.1:8080/api)
  --spec <файл>    документ OpenAPI; по умолчанию apps/operator-api/openapi.json, если он есть,
                   иначе <адрес из --base>/docs/json (эталонный сервер отдаёт его там)
  --help           эта справка

Переменные окружения:
  CONFORMANCE_LOGIN, CONFORMANCE_PASSWORD       обязательно: тестовый житель с привязанным
                                                 лицевым счётом (проверка входит под ним)
  CONFORMANCE_CLIENT                            обязательно: учётные данные клиента, id:secret
                                                 (OAUTH_CLIENT_ID:OAUTH_CLIENT_SECRET бэкенда)
  CONFORMANCE_LOGIN_B, CONFORMANCE_PASSWORD_B   второй тестовый житель (проверки чужих данных;
                                                 без него они пропускаются)
  CONFORMANCE_ACQUIRER_SECRET                   секрет уведомлений эквайера: с ним отправляется
                                                 одно подписанное уведомление (оно ничего не меняет)

Пример (эталонный сервер из npm start):
  CONFORMANCE_LOGIN=resident@demo.ru CONFORMANCE_PASSWORD=demo2026 \\
  CONFORMANCE_CLIENT=resident-portal:resident-portal-secret \\
  pnpm conformance --base http://127.0.0.1:8080/api

Проверка решает altcha, как портал, читает данные жителя и вызывает каждую операцию; пишет только
то, что создаёт сама (чаты, неоплаченные платежи, заказы, которые сразу отменяет, заявку,
одноразовую регистрацию), или записывает обратно прочитанное (tooling/conformance/README.md:
«What it changes»). Печатает таблицу и «N passed, M failed»; код выхода 1, если что-то
не прошло, 2 — если запуск задан неверно.`;

export interface CliOptions {
  base: string;
  spec?: string;
  credentials: Credentials;
  clientAuthorization: string;
  acquirerSecret?: string;
}

export class UsageError extends Error {}

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): CliOptions | 'help' {
  let values: { base?: string; spec?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { base: { type: 'string' }, spec: { type: 'string' }, help: { type: 'boolean' } },
    }));
  } catch (error) {
    // An unknown option or one without its value: the usage, not a stack trace.
    throw new UsageError(`Неверные параметры: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (values.help) return 'help';
  // Everything missing at once: a bare run lists all of it, not the first thing only.
  const missing: string[] = [];
  if (!values.base || !/^https?:\/\//.test(values.base))
    missing.push('--base <url> — база API бэкенда (http://… или https://…)');
  const login = env['CONFORMANCE_LOGIN'];
  const password = env['CONFORMANCE_PASSWORD'];
  if (!login || !password) missing.push('CONFORMANCE_LOGIN и CONFORMANCE_PASSWORD — тестовый житель с лицевым счётом');
  const client = env['CONFORMANCE_CLIENT'];
  if (!client || !client.includes(':')) missing.push('CONFORMANCE_CLIENT — учётные данные клиента в виде id:secret');
  if (missing.length > 0 || !values.base || !login || !password || !client) {
    throw new UsageError(`Не задано:\n${missing.map((item) => `  ${item}`).join('\n')}`);
  }
  const credentials: Credentials = { login, password };
  if (env['CONFORMANCE_LOGIN_B'] && env['CONFORMANCE_PASSWORD_B']) {
    credentials.loginB = env['CONFORMANCE_LOGIN_B'];
    credentials.passwordB = env['CONFORMANCE_PASSWORD_B'];
  }
  // pnpm --filter runs the script in the package's folder; a relative --spec means the caller's folder.
  const spec = values.spec ? path.resolve(env['INIT_CWD'] ?? process.cwd(), values.spec) : undefined;
  const acquirerSecret = env['CONFORMANCE_ACQUIRER_SECRET'];
  return {
    base: values.base,
    ...(spec ? { spec } : {}),
    credentials,
    clientAuthorization: `Basic ${Buffer.from(client).toString('base64')}`,
    ...(acquirerSecret ? { acquirerSecret } : {}),
  };
}

/** The document: --spec, else the repository's file, else what the backend serves at /docs/json. */
export async function loadDocument(
  base: string,
  spec?: string,
): Promise<{ document: OpenApiDocument; source: string }> {
  const file = spec ?? (existsSync(REPO_DOCUMENT) ? REPO_DOCUMENT : undefined);
  if (file) return { document: checkDocument(JSON.parse(readFileSync(file, 'utf8')), file), source: file };
  const url = `${new URL(base).origin}/docs/json`;
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) }).catch((error: unknown) => {
    throw new UsageError(
      `${url} не ответил (${error instanceof Error ? error.message : String(error)}): бэкенд запущен? Или укажите --spec <файл>`,
    );
  });
  if (!response.ok) throw new UsageError(`${url} ответил ${response.status}: укажите документ в --spec <файл>`);
  return { document: checkDocument(await response.json(), url), source: url };
}

function checkDocument(value: unknown, source: string): OpenApiDocument {
  const document = value as Partial<OpenApiDocument>;
  if (typeof document.openapi !== 'string' || !document.openapi.startsWith('3.1') || !document.paths)
    throw new UsageError(`${source} — не документ OpenAPI 3.1`);
  return document as OpenApiDocument;
}
