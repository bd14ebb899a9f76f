import { fileURLToPath } from 'node:url';
import { DEFAULT_PUBLIC_URL } from '../../config/options.ts';
import { buildServer } from '../build-server.ts';

/** The committed copy of the contract, for operators who do not run the reference API. */
export const OPENAPI_FILE = fileURLToPath(new URL('../../../openapi.json', import.meta.url));
export const REGENERATE_COMMAND = 'pnpm openapi';

/**
 * The document as the file holds it: a server with the default brand and address and nothing
 * from the environment, so every machine writes the same bytes.
 */
export async function generateOpenApiText(): Promise<string> {
  const app = await buildServer({
    dbPath: ':memory:',
    seed: false,
    logLevel: 'silent',
    publicUrl: DEFAULT_PUBLIC_URL,
    brandFile: undefined,
  });
  try {
    await app.ready();
    return `${JSON.stringify(app.swagger(), null, 2)}\n`;
  } finally {
    await app.close();
  }
}
