import { declaresSuccess, operationsOf, responseFor, type OpenApiDocument, type Operation } from './document.ts';
import { isJsonMedia, fillPath, queryString, send, type Answer, type Request } from './http.ts';
import type { Report, Row } from './report.ts';
import { pointerSegment, SchemaValidator } from './schema-validator.ts';

export interface Expectation {
  /** Statuses that pass this check (each must also be in the document). */
  status: number[];
  /** Further differences the check finds in the answer (a §8 body, a header). */
  also?: (answer: Answer) => string[];
}

/** Thrown when a check cannot run because something it needs failed or is missing. */
export class Prerequisite extends Error {}

/**
 * What every check shares: the backend's base URL, the document, the report, and one way to call
 * an operation and judge its answer against the document.
 */
export class Context {
  readonly operations: Map<string, Operation>;
  readonly #prefix: string;
  readonly #validator: SchemaValidator;
  /** Keys of the operations a check has called or skipped on purpose; the rest are reported at the end. */
  readonly covered = new Set<string>();

  readonly base: string;
  readonly report: Report;
  readonly clientAuthorization: string;

  constructor(base: string, document: OpenApiDocument, report: Report, clientAuthorization: string) {
    this.base = base;
    this.report = report;
    this.clientAuthorization = clientAuthorization;
    const { operations, prefix } = operationsOf(document);
    this.operations = operations;
    this.#prefix = prefix;
    this.#validator = new SchemaValidator(document);
  }

  operation(key: string): Operation | undefined {
    return this.operations.get(key);
  }

  /** Calls the operation `key` ('GET /v3/main/user/'); undefined when the document lacks it. */
  async call(key: string, request: Request = {}): Promise<Answer | undefined> {
    const operation = this.operations.get(key);
    if (!operation) return undefined;
    this.covered.add(key);
    const url = `${this.base}${fillPath(operation.path.slice(this.#prefix.length), request.path ?? [])}${queryString(request.query)}`;
    return send(url, operation.method, request, this.clientAuthorization);
  }

  /** Calls, judges the answer against the document and `expectation`, and adds one row. */
  async expect(
    key: string,
    check: string,
    request: Request,
    expectation: Expectation,
  ): Promise<{ answer?: Answer; row: Row }> {
    const operation = this.operations.get(key);
    if (!operation) return { row: this.skip(key, check, 'the document has no such operation') };
    let answer: Answer;
    try {
      answer = (await this.call(key, request))!;
    } catch (error) {
      return {
        row: this.report.add({
          operation: operation.label,
          check,
          result: 'failed',
          differed: `no answer: ${String(error)}`,
        }),
      };
    }
    const differences: string[] = [];
    if (!expectation.status.includes(answer.status))
      differences.push(`status ${answer.status}, expected ${expectation.status.join(' or ')}`);
    const { differences: contract, notes } = this.contractDifferences(operation, answer);
    differences.push(...contract);
    if (expectation.also) differences.push(...expectation.also(answer));
    const row = this.report.add({
      operation: operation.label,
      check,
      result: differences.length ? 'failed' : 'passed',
      differed: [...differences, ...notes].join('; '),
    });
    return { answer, row };
  }

  skip(key: string, check: string, reason: string): Row {
    this.covered.add(key);
    return this.report.add({
      operation: this.operations.get(key)?.label ?? key,
      check,
      result: 'skipped',
      differed: reason,
    });
  }

  fail(operation: string, check: string, differed: string): Row {
    return this.report.add({ operation, check, result: 'failed', differed });
  }

  pass(operation: string, check: string, note = ''): Row {
    return this.report.add({ operation, check, result: 'passed', differed: note });
  }

  /** The answer against the document: its status is declared, its body matches that status's schema. */
  contractDifferences(operation: Operation, answer: Answer): { differences: string[]; notes: string[] } {
    const response = responseFor(operation, answer.status);
    if (!response) {
      if (answer.status < 300 && !declaresSuccess(operation))
        return {
          differences: [],
          notes: [`the document declares no 2xx answer; ${answer.mediaType || 'body'} not checked`],
        };
      return {
        differences: [
          `status ${answer.status} is not in the document (${Object.keys(operation.responses).join(', ')})`,
        ],
        notes: [],
      };
    }
    const content = response.content ?? {};
    const declared = Object.keys(content);
    // A response without content (204, or one the document leaves undescribed) has nothing to match.
    if (declared.length === 0) return { differences: [], notes: [] };
    // 'text/csv; charset=utf-8' in the document is the answer's 'text/csv': parameters are not the type.
    const media =
      declared.find((type) => baseType(type) === answer.mediaType) ??
      declared.find((type) => matchesRange(baseType(type), answer.mediaType));
    if (!media)
      return {
        differences: [`content type «${answer.mediaType || 'none'}», the document says ${declared.join(' or ')}`],
        notes: [],
      };
    if (!isJsonMedia(answer.mediaType)) return { differences: [], notes: [] };
    if (answer.json === undefined) return { differences: ['the body is not valid JSON'], notes: [] };
    if (content[media]?.schema === undefined) return { differences: [], notes: [] };
    const status = answer.status in operation.responses ? String(answer.status) : responseKey(operation, answer.status);
    const pointer = [
      'paths',
      operation.path,
      operation.method.toLowerCase(),
      'responses',
      status,
      'content',
      media,
      'schema',
    ]
      .map(pointerSegment)
      .join('/');
    return { differences: this.#validator.differences(`/${pointer}`, answer.json), notes: [] };
  }
}

const baseType = (mediaType: string) => mediaType.split(';')[0]!.trim().toLowerCase();

const matchesRange = (declared: string, actual: string) =>
  declared === '*/*' || (declared.endsWith('/*') && actual.startsWith(declared.slice(0, -1)));

const responseKey = (operation: Operation, status: number) =>
  `${String(status)[0]}XX` in operation.responses ? `${String(status)[0]}XX` : 'default';
