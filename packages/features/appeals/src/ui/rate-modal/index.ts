export { RateModal, type RateModalProps, type RateValues } from './rate-modal.tsx';
