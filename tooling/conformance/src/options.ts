import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { OpenApiDocument } from './document.ts';
import type { Credentials } from './state.ts';

export const REPO_DOCUMENT = path.resolve(import.meta.dirname, '../../../apps/operator-api/openapi.json');

export const HELP = `pnpm conformance --base <url> [--spec <file>]

Checks an operator backend against the operator API's OpenAPI contract, as the portal uses it.

  --base <url>   the backend's API base, what the portal's config.json calls apiBase
                 (the reference server: http://localhost:8080/api)
  --spec <file>  the OpenAPI document; default apps/operator-api/openapi.json when it exists,
                 otherwise <origin of --base>/docs/json (the reference server serves it there)
  --help         this text

Environment:
  CONFORMANCE_LOGIN, CONFORMANCE_PASSWORD       a test resident with a linked personal account
  CONFORMANCE_LOGIN_B, CONFORMANCE_PASSWORD_B   a second test resident (other-resident checks;
                                                 skipped without them)
  CONFORMANCE_CLIENT                            the basic client credential, id:secret
  CONFORMANCE_ACQUIRER_SECRET                   optional: the acquirer's notification secret, to
                                                 send one signed notification (it changes nothing)

It signs in (solving the altcha like the portal), reads the resident's data and calls every
operation; it writes only on what it creates (chats, payments left unpaid, orders it cancels, an
application, a throwaway registration) or writes back what it read (README: what it changes).
Prints a table and "N passed, M failed"; exits 1 when anything failed, 2 on a usage error.`;

export interface CliOptions {
  base: string;
  spec?: string;
  credentials: Credentials;
  clientAuthorization: string;
  acquirerSecret?: string;
}

export class UsageError extends Error {}

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): CliOptions | 'help' {
  const { values } = parseArgs({ args: argv, options: { base: { type: 'string' }, spec: { type: 'string' }, help: { type: 'boolean' } } });
  if (values.help) return 'help';
  if (!values.base || !/^https?:\/\//.test(values.base)) throw new UsageError('--base <url> is required (http://… or https://…)');
  const login = env['CONFORMANCE_LOGIN'];
  const password = env['CONFORMANCE_PASSWORD'];
  if (!login || !password) throw new UsageError('set CONFORMANCE_LOGIN and CONFORMANCE_PASSWORD (a test resident with a personal account)');
  const client = env['CONFORMANCE_CLIENT'];
  if (!client || !client.includes(':')) throw new UsageError('set CONFORMANCE_CLIENT to the basic client credential, id:secret');
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
export async function loadDocument(base: string, spec?: string): Promise<{ document: OpenApiDocument; source: string }> {
  const file = spec ?? (existsSync(REPO_DOCUMENT) ? REPO_DOCUMENT : undefined);
  if (file) return { document: checkDocument(JSON.parse(readFileSync(file, 'utf8')), file), source: file };
  const url = `${new URL(base).origin}/docs/json`;
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) }).catch((error: unknown) => {
    throw new UsageError(`${url} did not answer (${error instanceof Error ? error.message : String(error)}); is the backend running? Or pass --spec <file>`);
  });
  if (!response.ok) throw new UsageError(`${url} answered ${response.status}; pass --spec <file>`);
  return { document: checkDocument(await response.json(), url), source: url };
}

function checkDocument(value: unknown, source: string): OpenApiDocument {
  const document = value as Partial<OpenApiDocument>;
  if (typeof document.openapi !== 'string' || !document.openapi.startsWith('3.1') || !document.paths)
    throw new UsageError(`${source} is not an OpenAPI 3.1 document`);
  return document as OpenApiDocument;
}
