import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateOpenApiText, OPENAPI_FILE, REGENERATE_COMMAND } from './openapi-file.ts';

describe('openapi.json in the repository', () => {
  it('is exactly what the routes generate', async () => {
    const committed = readFileSync(OPENAPI_FILE, 'utf8');
    const generated = await generateOpenApiText();
    // A diff of a 700 KB document is unreadable in a test report: name the command instead.
    if (committed !== generated) {
      expect.fail(
        `apps/operator-api/openapi.json is out of date with the route schemas: run \`${REGENERATE_COMMAND}\` and commit the file`,
      );
    }
  });

  it('names the default public address as its server, whatever the environment says', async () => {
    const previous = process.env.OPERATOR_API_PUBLIC_URL;
    process.env.OPERATOR_API_PUBLIC_URL = 'https://api.operator.example';
    try {
      const document = JSON.parse(await generateOpenApiText()) as { servers: { url: string }[] };
      expect(document.servers.map((server) => server.url)).toEqual(['http://localhost:8080']);
    } finally {
      if (previous === undefined) delete process.env.OPERATOR_API_PUBLIC_URL;
      else process.env.OPERATOR_API_PUBLIC_URL = previous;
    }
  });
});
