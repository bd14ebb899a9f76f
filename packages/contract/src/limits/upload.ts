import { COMMUNICATION_LIMITS } from './communication.ts';
import { COMMUNICATION_TEXTS } from './texts.ts';

/** Why a file is refused: the same reasons on the portal (before sending) and the operator API. */
export type UploadProblem = 'forbidden-extension' | 'too-large' | 'empty';

/** What the rules need of a file: a browser File, an antd UploadFile or a stored upload all fit. */
export interface UploadFileLike {
  name: string;
  /** Bytes; unknown (an antd list item not read yet) is left to the server. */
  size?: number;
}

/** The forbidden extension of a file name ('part', 'crdownload'), or undefined when it is allowed. */
export function forbiddenExtensionOf(fileName: string): string | undefined {
  // Trailing dots and spaces vanish on Windows ("a.part. " is saved as "a.part"), so they do not hide it.
  const trimmed = fileName.trim().replace(/[.\s]+$/, '');
  const dot = trimmed.lastIndexOf('.');
  if (dot < 0) return undefined;
  const extension = trimmed.slice(dot + 1).toLowerCase();
  return (COMMUNICATION_LIMITS.forbiddenExtensions as readonly string[]).includes(extension) ? extension : undefined;
}

/** 'too-large' over 25 MB, 'empty' at 0 bytes, otherwise null. */
export function sizeProblem(bytes: number): UploadProblem | null {
  if (bytes > COMMUNICATION_LIMITS.fileMaxBytes) return 'too-large';
  return bytes === 0 ? 'empty' : null;
}

/** Why one file cannot be uploaded, or null: the name is checked first, then the size. */
export function uploadProblem(file: UploadFileLike): UploadProblem | null {
  if (forbiddenExtensionOf(file.name)) return 'forbidden-extension';
  return file.size === undefined ? null : sizeProblem(file.size);
}

/** 'Нельзя загрузить файл с расширением .part' */
export const forbiddenExtensionMessage = (extension: string) => `${COMMUNICATION_TEXTS.forbiddenExtension} .${extension}`;

/** The text the portal shows and the server answers for a refused file. */
export function uploadProblemMessage(problem: UploadProblem, fileName: string): string {
  if (problem === 'too-large') return COMMUNICATION_TEXTS.fileTooLarge;
  if (problem === 'empty') return COMMUNICATION_TEXTS.emptyFile;
  return forbiddenExtensionMessage(forbiddenExtensionOf(fileName) ?? '');
}

/** What is wrong with one attachment, in the words the form shows, or null. */
export function attachmentProblem(file: UploadFileLike): string | null {
  const problem = uploadProblem(file);
  return problem ? uploadProblemMessage(problem, file.name) : null;
}

/** The first problem of a set of attachments (including too many of them), or null. */
export function attachmentsProblem(files: readonly UploadFileLike[]): string | null {
  if (files.length > COMMUNICATION_LIMITS.filesPerMessage) return COMMUNICATION_TEXTS.tooManyFiles;
  for (const file of files) {
    const problem = attachmentProblem(file);
    if (problem) return problem;
  }
  return null;
}
