import { COMMUNICATION_LIMITS } from './communication.ts';
import type { UploadProblem } from './upload.ts';

export interface UploadCase {
  name: string;
  size: number;
  /** null: the file is accepted. */
  refused: UploadProblem | null;
}

const { fileMaxBytes } = COMMUNICATION_LIMITS;

/**
 * The files the portal and the operator API must judge alike (issue 11): each side runs this one
 * list through its own check — the server through a real upload route, the portal through the
 * function its upload controls call.
 */
export const UPLOAD_CASES: readonly UploadCase[] = [
  { name: 'справка.pdf', size: 2048, refused: null },
  { name: 'скан.pdf', size: fileMaxBytes, refused: null },
  { name: 'скан.pdf', size: fileMaxBytes + 1, refused: 'too-large' },
  { name: 'пустой.pdf', size: 0, refused: 'empty' },
  { name: 'x.crdownload', size: 2048, refused: 'forbidden-extension' },
  { name: 'a.part.', size: 2048, refused: 'forbidden-extension' },
  { name: 'X.PART', size: 2048, refused: 'forbidden-extension' },
  { name: 'выписка.pdf.Crdownload', size: 2048, refused: 'forbidden-extension' },
  // Only the last extension counts: a document named after its draft is fine.
  { name: 'отчёт.part.pdf', size: 2048, refused: null },
];
