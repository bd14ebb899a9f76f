import type { Expectation } from '../context.ts';
import { detailsBodyDifferences } from '../error-bodies.ts';

/** An error answer the portal parses as JSON and shows: spec §8 `{ details, message }` in Russian. */
export function blobErrorExpectation(status: number[]): Expectation {
  return {
    status,
    also: (answer) =>
      answer.json === undefined
        ? [`the error is not JSON (${answer.mediaType || 'no content type'})`]
        : detailsBodyDifferences(answer.json),
  };
}
