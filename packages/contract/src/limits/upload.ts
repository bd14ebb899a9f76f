import { COMMUNICATION_LIMITS } from './communication.ts';
import { COMMUNICATION_TEXTS } from './texts.ts';
import {
  ACTIVE_EXTENSIONS,
  hasActiveMarkup,
  isActiveContent,
  isSignedExtension,
  matchesExtension,
  UPLOAD_HEAD_BYTES,
} from './upload-content.ts';
import { isBadFileName } from './upload-name.ts';
import { VACANCY_LIMITS } from './vacancies.ts';

/**
 * Why a file is refused: the same reasons on the portal (before sending) and the operator API.
 * 'bad-name': a path, control or direction characters, over 255 characters (upload-name.ts);
 * 'content-mismatch': a .pdf, image or Office file whose first bytes are not of that format;
 * 'active-content': a web page, SVG or script tag, whatever the extension (upload-content.ts).
 */
export type UploadProblem =
  'bad-name' | 'forbidden-extension' | 'too-large' | 'empty' | 'content-mismatch' | 'active-content';

/** What the rules need of a file: a browser File, an antd UploadFile or a stored upload all fit. */
export interface UploadFileLike {
  name: string;
  /** Bytes; unknown (an antd list item not read yet) is left to the server. */
  size?: number;
  /** The first UPLOAD_HEAD_BYTES bytes (or all of a shorter file); unknown leaves the content to the server. */
  head?: Uint8Array;
}

/** The lower-case last extension of a file name ('pdf'), '' without one. */
export function extensionOf(fileName: string): string {
  // Trailing dots and spaces vanish on Windows ("a.part. " is saved as "a.part"), so they do not hide it.
  const trimmed = fileName.trim().replace(/[.\s]+$/, '');
  const dot = trimmed.lastIndexOf('.');
  return dot < 0 ? '' : trimmed.slice(dot + 1).toLowerCase();
}

/**
 * The forbidden extension of a file name ('part', 'crdownload' of an unfinished download; 'html',
 * 'svg', 'xml' and the like of a page), or undefined when it is allowed.
 */
export function forbiddenExtensionOf(fileName: string): string | undefined {
  const extension = extensionOf(fileName);
  const forbidden = [...COMMUNICATION_LIMITS.forbiddenExtensions, ...ACTIVE_EXTENSIONS];
  return forbidden.includes(extension) ? extension : undefined;
}

/** 'too-large' over 25 MB, 'empty' at 0 bytes, otherwise null. */
export function sizeProblem(bytes: number): UploadProblem | null {
  if (bytes > COMMUNICATION_LIMITS.fileMaxBytes) return 'too-large';
  return bytes === 0 ? 'empty' : null;
}

/**
 * What the first bytes of a file say against its name: a signed extension (.pdf, images, Office)
 * without its signature is 'content-mismatch' (checked first: the name promised a format), then
 * 'active-content': a signed file that starts as a page, any other file with active markup
 * anywhere in its head (text files are read whole, not only their first bytes); otherwise null.
 */
export function contentProblem(fileName: string, head: Uint8Array): UploadProblem | null {
  const extension = extensionOf(fileName);
  if (!matchesExtension(extension, head)) return 'content-mismatch';
  const active = isSignedExtension(extension) ? isActiveContent(head) : hasActiveMarkup(head);
  return active ? 'active-content' : null;
}

/**
 * Why one file cannot be uploaded, or null — the one check both sides call. The name first (a
 * forged name, then a forbidden extension), then the size, then the first bytes; what is not known
 * yet (size, head) is left to the server, which always knows both.
 */
export function uploadProblem(file: UploadFileLike): UploadProblem | null {
  if (isBadFileName(file.name)) return 'bad-name';
  if (forbiddenExtensionOf(file.name)) return 'forbidden-extension';
  const problem = file.size === undefined ? null : sizeProblem(file.size);
  if (problem || file.head === undefined) return problem;
  return contentProblem(file.name, file.head);
}

/** 'Нельзя загрузить файл с расширением .part' */
export const forbiddenExtensionMessage = (extension: string) =>
  `${COMMUNICATION_TEXTS.forbiddenExtension} .${extension}`;

/** 'Файл повреждён или не соответствует расширению .pdf' */
export const contentMismatchMessage = (extension: string) => `${COMMUNICATION_TEXTS.contentMismatch} .${extension}`;

/** The text the portal shows and the server answers for a refused file. */
export function uploadProblemMessage(problem: UploadProblem, fileName: string): string {
  switch (problem) {
    case 'too-large':
      return COMMUNICATION_TEXTS.fileTooLarge;
    case 'empty':
      return COMMUNICATION_TEXTS.emptyFile;
    case 'bad-name':
      return COMMUNICATION_TEXTS.badFileName;
    case 'content-mismatch':
      return contentMismatchMessage(extensionOf(fileName));
    case 'active-content':
      return COMMUNICATION_TEXTS.activeContent;
    case 'forbidden-extension':
      return forbiddenExtensionMessage(forbiddenExtensionOf(fileName) ?? '');
  }
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

/** A browser File (or any Blob with a name): what the portal has in hand before sending. */
export interface NamedBlob {
  name: string;
  size: number;
  slice(start?: number, end?: number): { arrayBuffer(): Promise<ArrayBuffer> };
}

/** The first UPLOAD_HEAD_BYTES bytes of a file, read without the rest (25 MB are not loaded for 1 KiB). */
export async function readUploadHead(file: NamedBlob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, UPLOAD_HEAD_BYTES).arrayBuffer());
}

/** attachmentProblem with the file's first bytes read: the whole rule, as the server applies it. */
export async function readAttachmentProblem(file: NamedBlob): Promise<string | null> {
  const known = attachmentProblem({ name: file.name, size: file.size });
  if (known) return known;
  return attachmentProblem({ name: file.name, size: file.size, head: await readUploadHead(file) });
}

/** attachmentsProblem with every file's first bytes read. */
export async function readAttachmentsProblem(files: readonly NamedBlob[]): Promise<string | null> {
  if (files.length > COMMUNICATION_LIMITS.filesPerMessage) return COMMUNICATION_TEXTS.tooManyFiles;
  for (const file of files) {
    const problem = await readAttachmentProblem(file);
    if (problem) return problem;
  }
  return null;
}

/**
 * Whether a file of this name may be a vacancy CV (VACANCY_LIMITS.cvExtensions; any case). Here,
 * not in vacancies.ts: the vacancies screen reads its limits on first load, and this rule would
 * bring the whole upload module with it.
 */
export function isCvFileName(fileName: string): boolean {
  return (VACANCY_LIMITS.cvExtensions as readonly string[]).includes(extensionOf(fileName));
}
