import { writeFileSync } from 'node:fs';
import { generateOpenApiText, OPENAPI_FILE } from './server/openapi/openapi-file.ts';

// Rewrites openapi.json from the routes' schemas; the drift test fails until this has been run.
writeFileSync(OPENAPI_FILE, await generateOpenApiText());
process.stdout.write(`Wrote ${OPENAPI_FILE}\n`);
