// The spec §5 rules and texts live once in @resident/contract/limits (zod-free, shared with the
// operator API); ui re-exports the ones its callers know from here and adds the antd Form rules.
export {
  isCyrillicOnly,
  isDigitsOnly,
  isValidDecimal,
  isValidEmail,
  isValidInn,
  isValidPhone,
  isValidSnils,
  maxLengthMessage,
  normalizePhone,
  phoneProblem,
  snilsDigits,
  VALIDATION_MESSAGES as MESSAGES,
  type PhoneProblem,
} from '@resident/contract/limits';
export { rules } from './rules.ts';
export { validateMessages, type ValidateMessages } from './validate-messages.ts';
