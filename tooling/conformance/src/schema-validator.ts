import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { OpenApiDocument } from './document.ts';

// ajv-formats is CommonJS: under Node's ESM loader its function is the default export's default.
const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

const DOCUMENT_ID = 'urn:conformance:openapi';

/** OpenAPI's own annotations that JSON Schema 2020-12 does not define. */
const OPENAPI_KEYWORDS = ['example', 'xml', 'externalDocs', 'discriminator'];

/**
 * Validates bodies against the document's schemas (OpenAPI 3.1 is JSON Schema 2020-12). The whole
 * document is registered once, so '#/components/schemas/…' resolves wherever it appears.
 */
export class SchemaValidator {
  readonly #ajv: Ajv2020;
  readonly #compiled = new Map<string, ValidateFunction>();

  constructor(document: OpenApiDocument) {
    this.#ajv = new Ajv2020({ allErrors: true, strict: false, logger: false, validateFormats: true });
    addFormats(this.#ajv);
    // Formats OpenAPI adds: the body of a download, base64 and sized numbers; nothing to check in JSON.
    for (const name of ['binary', 'byte', 'int32', 'int64', 'float', 'double', 'password'])
      this.#ajv.addFormat(name, true);
    for (const keyword of OPENAPI_KEYWORDS) this.#ajv.addKeyword(keyword);
    this.#ajv.addSchema(
      { $id: DOCUMENT_ID, components: document.components ?? {}, paths: document.paths },
      DOCUMENT_ID,
    );
  }

  /** Every difference between `body` and the schema at `pointer` ('/paths/…/schema'), as short lines. */
  differences(pointer: string, body: unknown): string[] {
    let validate = this.#compiled.get(pointer);
    if (!validate) {
      validate = this.#ajv.compile({ $ref: `${DOCUMENT_ID}#${pointer}` });
      this.#compiled.set(pointer, validate);
    }
    if (validate(body)) return [];
    return (validate.errors ?? []).map((error) => {
      const where = error.instancePath || '(body)';
      if (error.keyword === 'additionalProperties')
        return `${where}: unexpected field «${String(error.params['additionalProperty'])}»`;
      if (error.keyword === 'required') return `${where}: missing field «${String(error.params['missingProperty'])}»`;
      return `${where} ${error.message ?? error.keyword}`;
    });
  }
}

/** JSON pointer escaping (RFC 6901) of one path segment. */
export const pointerSegment = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
