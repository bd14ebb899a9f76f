export { MESSAGES, maxLengthMessage } from './messages.ts';
export { isValidInn } from './inn.ts';
export { isValidSnils, snilsDigits } from './snils.ts';
export { isValidPhone, normalizePhone, phoneProblem, type PhoneProblem } from './phone.ts';
export {
  APPEAL_SUBJECT_MAX_LENGTH,
  isCyrillicOnly,
  isDigitsOnly,
  isValidDecimal,
  isValidEmail,
  TEXT_MAX_LENGTH,
} from './text.ts';
export {
  FORBIDDEN_FILE_EXTENSIONS,
  MAX_FILE_SIZE_BYTES,
  MAX_FILE_SIZE_MB,
  fileExtension,
  fileProblem,
  missingDocumentTypes,
  type FileLike,
} from './file.ts';
export { rules } from './rules.ts';
export { validateMessages, type ValidateMessages } from './validate-messages.ts';
