// Components
export { AttachmentsUpload, type AttachmentsUploadProps } from './components/attachments-upload/index.ts';
export { AppProvider, type AppProviderProps } from './components/app-provider/index.ts';
export { ContactLinks, hasContacts } from './components/contact-links/index.ts';
export {
  DATE_FIELD_PLACEHOLDER,
  DateField,
  MONTH_FIELD_FORMAT,
  MonthField,
  type DateFieldProps,
  type MonthFieldProps,
} from './components/date-field/index.ts';
export {
  BRAND_LOGO_SIZE,
  BrandLogo,
  type BrandLogoProps,
  type BrandLogoVariant,
} from './components/brand-logo/index.ts';
export { LOAD_ERROR_TEXTS, LoadError, type LoadErrorProps } from './components/load-error/index.ts';
export { FeedbackScope, type FeedbackScopeProps } from './components/feedback-scope/index.ts';
export { FormField, type FieldControlProps, type FormFieldProps } from './components/form-field/index.ts';
export { FormErrorAlert, type FormErrorAlertProps } from './components/form-error-alert/index.ts';
export { GuestLayout, type GuestLayoutProps, type SupportContacts } from './components/guest-layout/index.ts';
export { PlainButton, type PlainButtonProps } from './components/plain-button/index.ts';
export { PlainIcon, type PlainIconProps } from './components/plain-icon/index.ts';
export {
  PLAIN_PASSWORD_TEXTS,
  PlainInput,
  PlainPasswordInput,
  type PlainInputProps,
} from './components/plain-input/index.ts';
export { PagedList, type PagedListPage, type PagedListProps } from './components/paged-list/index.ts';
export {
  PageResult,
  type PageResultAction,
  type PageResultProps,
  type PageResultStatus,
} from './components/page-result/index.ts';
export {
  SECTION_IN_DEVELOPMENT_TEXTS,
  SectionInDevelopment,
  type SectionInDevelopmentProps,
} from './components/section-in-development/index.ts';
export { PHONE_MASK, PhoneInput, type PhoneInputProps } from './components/phone-input/index.ts';
export { EmailText, PhoneText, SnilsText } from './components/identifier-text/index.ts';
export { StatusAlert, type StatusAlertProps, type StatusAlertType } from './components/status-alert/index.ts';
export {
  SUB_PANEL_TEXTS,
  SubPanel,
  SubPanelProvider,
  SubPanelRegion,
  useSubPanel,
  type SubPanelProviderProps,
  type SubPanelRegionProps,
} from './components/sub-panel/index.ts';
export { SNILS_MASK, SnilsInput, type SnilsInputProps } from './components/snils-input/index.ts';
export { DOUBLE_CLICK_MS, SubmitButton, type SubmitButtonProps } from './components/submit-button/index.ts';

// Drawing without antd on /login's first load (design.md §4)
export * from './lib/plain/index.ts';
export { keepEarlyTap, takeEarlyTapMatching } from './lib/hydration/index.ts';

// Validation (spec §5, design.md §3)
export * from './lib/validation/index.ts';

// The window's width, known at the first render
export * from './lib/media/index.ts';

// Formats and constants (spec §9)
export * from './lib/format/index.ts';
