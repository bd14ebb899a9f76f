import { MESSAGES } from './messages.ts';

/** Spec §9 and design.md §5: the same limits are enforced by the operator API. */
export const MAX_FILE_SIZE_MB = 25;
export const MAX_FILE_SIZE_BYTES = MAX_FILE_SIZE_MB * 1024 * 1024;
/** Unfinished browser downloads: the resident picked the wrong file. */
export const FORBIDDEN_FILE_EXTENSIONS: readonly string[] = ['crdownload', 'part'];

/** Lower-case extension without the dot, '' when there is none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The file's `name` and, when known, `size` (an antd UploadFile or a browser File both fit). */
export interface FileLike {
  name: string;
  size?: number;
}

/** The message to show for a file that cannot be uploaded, or null when it can. */
export function fileProblem(file: FileLike): string | null {
  const extension = fileExtension(file.name);
  if (FORBIDDEN_FILE_EXTENSIONS.includes(extension)) return `${MESSAGES.forbiddenExtension} .${extension}`;
  if (file.size !== undefined && file.size > MAX_FILE_SIZE_BYTES) return MESSAGES.fileTooLarge;
  return null;
}

/** The required document types that have no attached file yet. */
export function missingDocumentTypes<T>(required: readonly T[], attached: readonly T[]): T[] {
  return required.filter((type) => !attached.includes(type));
}
