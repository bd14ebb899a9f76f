import type { ErrorBody } from '@resident/contract';

/** The v3 error body a test expects: the code in a details item with its text (spec §8). */
export const errorBody = (code: string, message: string): ErrorBody => ({ details: [{ code, message }], message });
