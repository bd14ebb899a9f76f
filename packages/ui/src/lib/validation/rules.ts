import type { FormRule } from 'antd';
import {
  attachmentProblem,
  COMMUNICATION_LIMITS,
  readAttachmentProblem,
  isCyrillicOnly,
  isDigitsOnly,
  isValidDecimal,
  isValidEmail,
  isValidInn,
  isValidSnils,
  maxLengthMessage,
  missingDocumentTypes,
  phoneProblem,
  VALIDATION_MESSAGES as MESSAGES,
  type NamedBlob,
  type UploadFileLike,
} from '@resident/contract/limits';

type Check = (value: string) => string | null;

// Empty values pass: whether a field may be empty is rules.required()'s decision, not the format's.
function textRule(check: Check): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (value === undefined || value === null || value === '') return;
      const problem = check(String(value));
      if (problem) throw new Error(problem);
    },
  };
}

function listRule(check: (items: readonly unknown[]) => string | null): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const problem = check(Array.isArray(value) ? value : []);
      if (problem) throw new Error(problem);
    },
  };
}

function isFileLike(item: unknown): item is UploadFileLike {
  return typeof item === 'object' && item !== null && typeof (item as UploadFileLike).name === 'string';
}

// Duck-typed, not instanceof: a File from another realm (an iframe, a test's Node File) is one too.
function isNamedBlob(value: unknown): value is NamedBlob {
  return isFileLike(value) && typeof (value as NamedBlob).slice === 'function' && typeof value.size === 'number';
}

/** The bytes behind a list item: a File itself, or the File an antd upload entry keeps. */
function blobOf(item: UploadFileLike): NamedBlob | undefined {
  if (isNamedBlob(item)) return item;
  const origin = (item as { originFileObj?: unknown }).originFileObj;
  return isNamedBlob(origin) ? origin : undefined;
}

/** What the operator API would say of one list item: with its first bytes when they are at hand. */
async function itemProblem(item: unknown): Promise<string | null> {
  if (!isFileLike(item)) return null;
  const blob = blobOf(item);
  return blob ? readAttachmentProblem(blob) : attachmentProblem(item);
}

/**
 * antd Form rules built on the spec §5 checks. Each returns a fresh rule:
 * `<Form.Item name="inn" rules={[rules.required(), rules.inn()]}>`.
 */
export const rules = {
  required: (message: string = MESSAGES.required): FormRule => ({ required: true, whitespace: true, message }),
  inn: (): FormRule => textRule((value) => (isValidInn(value) ? null : MESSAGES.inn)),
  snils: (): FormRule => textRule((value) => (isValidSnils(value) ? null : MESSAGES.snils)),
  phone: (): FormRule =>
    textRule((value) => {
      const problem = phoneProblem(value);
      if (problem === 'incomplete') return MESSAGES.phoneIncomplete;
      return problem ? MESSAGES.phone : null;
    }),
  email: (): FormRule => textRule((value) => (isValidEmail(value.trim()) ? null : MESSAGES.email)),
  digits: (): FormRule => textRule((value) => (isDigitsOnly(value) ? null : MESSAGES.digitsOnly)),
  decimal: (): FormRule => textRule((value) => (isValidDecimal(value) ? null : MESSAGES.decimal)),
  cyrillic: (): FormRule => textRule((value) => (isCyrillicOnly(value) ? null : MESSAGES.cyrillicOnly)),
  maxLength: (max: number): FormRule => textRule((value) => (value.length <= max ? null : maxLengthMessage(max))),
  /** Free text: at most 10 000 characters. */
  text: (): FormRule => rules.maxLength(COMMUNICATION_LIMITS.textMaxLength),
  /** Appeal subject: at most 250 characters. */
  appealSubject: (): FormRule => rules.maxLength(COMMUNICATION_LIMITS.subjectMaxLength),
  /**
   * An upload list (antd UploadFile[] or File[]): what the operator API would accept — name, size
   * and, for the files at hand, their first bytes (readAttachmentProblem).
   */
  files: (): FormRule => ({
    validator: async (_rule, value: unknown) => {
      for (const item of Array.isArray(value) ? value : []) {
        const problem = await itemProblem(item);
        if (problem) throw new Error(problem);
      }
    },
  }),
  /** At least one document attached. */
  attachments: (): FormRule => listRule((items) => (items.length > 0 ? null : MESSAGES.attachDocuments)),
  /** Every required document type has a file; `typeOf` reads a file's document type. */
  documentsOfEachType: <T, F>(required: readonly T[], typeOf: (file: F) => T | undefined): FormRule =>
    listRule((items) => {
      const attached = (items as readonly F[]).map(typeOf).filter((type): type is T => type !== undefined);
      return missingDocumentTypes(required, attached).length > 0 ? MESSAGES.documentsOfEachType : null;
    }),
};
