// @resident/contract/limits: the spec §5/§9 limits and rules, once, without zod — the operator API
// validates with them and the portal (api, ui, features) checks with them before sending.
export { AUTOPAY_LIMITS, AUTOPAY_PROBLEMS, AUTOPAY_TEXTS, isAutopayDay, type AutopayProblem } from './autopay.ts';
export { absenceDays, COMMUNICATION_LIMITS, FILE_MAX_MEGABYTES } from './communication.ts';
export {
  CONTAINER_PICTURES,
  CURRENT_RENTAL_PHASES,
  earliestRussianDate,
  isRentalDate,
  latestRentalEnd,
  RENTAL_LIMITS,
  RENTAL_PHASE_NAMES,
  RENTAL_STATUSES,
  RENTAL_TEXTS,
  rentalDaysInclusive,
  rentalEarlyReturn,
  rentalExtensionAmount,
  rentalExtensionProblem,
  rentalMonthsEnd,
  rentalPeriodProblem,
  rentalPhase,
  rentalPrice,
  rentalReturnProblem,
  rentalToday,
  shiftRentalDate,
  type ContainerPicture,
  type RentalEarlyReturn,
  type RentalPeriodProblem,
  type RentalPhase,
  type RentalPrice,
  type RentalPrices,
  type RentalStatus,
} from './container-rental.ts';
export {
  CHANGE_OBJECT_KINDS,
  DOCUMENT_TYPE_NAMES,
  DOCUMENT_TYPES,
  missingDocumentTypes,
  REQUIRED_DOCUMENT_TYPES,
  type ChangeObjectKind,
  type DocumentType,
} from './documents.ts';
export {
  DECIMAL_PATTERN,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  isCyrillicOnly,
  isDigitsOnly,
  isValidDecimal,
  isValidEmail,
} from './formats.ts';
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
  contentMismatchMessage,
  contentProblem,
  extensionOf,
  isCvFileName,
  forbiddenExtensionMessage,
  forbiddenExtensionOf,
  readAttachmentProblem,
  readAttachmentsProblem,
  readUploadHead,
  sizeProblem,
  uploadProblem,
  uploadProblemMessage,
  type NamedBlob,
  type UploadFileLike,
  type UploadProblem,
} from './upload.ts';
export {
  ACTIVE_EXTENSIONS,
  FILE_SIGNATURES,
  hasActiveMarkup,
  isActiveContent,
  isSignedExtension,
  matchesExtension,
  PDF_HEADER_BYTES,
  SIGNED_EXTENSIONS,
  signatureOf,
  UPLOAD_HEAD_BYTES,
  type FileSignature,
  type Signature,
} from './upload-content.ts';
export { FILE_NAME_MAX_LENGTH, isBadFileName, withoutInvisibleCharacters } from './upload-name.ts';
export {
  addMonths,
  brokenInstallmentConditions,
  INSTALLMENT_CONDITION_TEXTS,
  INSTALLMENT_CONDITIONS,
  INSTALLMENT_LIMITS,
  installmentSchedule,
  minFirstPaymentKopecks,
  scheduledPaymentStatus,
  type InstallmentCondition,
  type InstallmentTerms,
  type ScheduledPayment,
  type ScheduledPaymentStatus,
} from './installments.ts';
export {
  APPLICATION_STATUS_NAMES,
  APPLICATION_STATUSES,
  canChangeApplicationStatus,
  VACANCY_LIMITS,
  VACANCY_SCHEDULE_NAMES,
  VACANCY_SCHEDULES,
  VACANCY_TEXTS,
  type ApplicationStatus,
  type VacancySchedule,
} from './vacancies.ts';
export {
  maskAccountNumber,
  PARTICIPATION_REASONS,
  PARTICIPATION_TEXTS,
  participationOf,
  PRIZE_TEXTS,
  PROMOTION_STATUS_NAMES,
  PROMOTION_STATUSES,
  type ParticipationReason,
  type PromotionStatus,
} from './prizes.ts';
export {
  addDays,
  ageOn,
  birthDateProblem,
  INSURANCE_LIMITS,
  INSURANCE_ORDER_KIND,
  INSURANCE_STEPS,
  INSURANCE_TEXTS,
  policyPeriod,
  type InsuranceStep,
} from './insurance.ts';
export {
  billableHundredths,
  hundredthsToVolume,
  parseVolume,
  VOLUME_MESSAGES,
  volumeToHundredths,
  WASTE_CANCEL_REASONS,
  WASTE_LIMITS,
  WASTE_OPERATOR_STATUSES,
  WASTE_PICKUP_STATUSES,
  WASTE_SLOT_PERIODS,
  WASTE_TEXTS,
  wastePickupPrice,
  type VolumeProblem,
  type WasteCancelReason,
  type WasteOperatorStatus,
  type WastePickupStatus,
  type WasteSlotPeriod,
} from './waste-removal.ts';
export { DEFAULT_TIME_ZONE, isTimeZone, zoneDate, zoneLabel, zoneOffsetMinutes } from './time-zone.ts';
export { latestRussianDate, pastDatesEnd } from './russian-dates.ts';
