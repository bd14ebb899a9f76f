export { AttachmentsUpload, type AttachmentsUploadProps } from './attachments-upload.tsx';
