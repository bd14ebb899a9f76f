// @resident/contract/limits: the spec §5/§9 limits and rules, once, without zod — the operator API
// validates with them and the portal (api, ui, features) checks with them before sending.
export { AUTOPAY_LIMITS, AUTOPAY_PROBLEMS, AUTOPAY_TEXTS, isAutopayDay, type AutopayProblem } from './autopay.ts';
export { absenceDays, COMMUNICATION_LIMITS, FILE_MAX_MEGABYTES } from './communication.ts';
export {
  CHANGE_OBJECT_KINDS,
  DOCUMENT_TYPE_NAMES,
  DOCUMENT_TYPES,
  missingDocumentTypes,
  REQUIRED_DOCUMENT_TYPES,
  type ChangeObjectKind,
  type DocumentType,
} from './documents.ts';
export { DECIMAL_PATTERN, EMAIL_MAX_LENGTH, isCyrillicOnly, isDigitsOnly, isValidDecimal, isValidEmail } from './formats.ts';
export { isValidInn } from './inn.ts';
export { formatPhone, isValidPhone, normalizePhone, phoneProblem, type PhoneProblem } from './phone.ts';
export { isValidSnils, snilsDigits } from './snils.ts';
export { maxLengthMessage, VALIDATION_MESSAGES } from './messages.ts';
export {
  areaToHundredths,
  OBJECT_CHANGE_FIELDS,
  OBJECT_LIMITS,
  OBJECT_TEXTS,
  OBJECT_TYPE_NAMES,
  OBJECT_TYPES,
  type ObjectChangeField,
  type ObjectType,
} from './objects.ts';
export { PAYMENT_MAX_KOPECKS } from './payments.ts';
export {
  brokenPasswordRules,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULE_TEXTS,
  PASSWORD_RULES,
  passwordProblemMessage,
  type PasswordRule,
} from './password.ts';
export { COMMUNICATION_TEXTS, FILE_NOT_FOUND_ON_SERVER } from './texts.ts';
export {
  attachmentProblem,
  attachmentsProblem,
  forbiddenExtensionMessage,
  forbiddenExtensionOf,
  sizeProblem,
  uploadProblem,
  uploadProblemMessage,
  type UploadFileLike,
  type UploadProblem,
} from './upload.ts';
