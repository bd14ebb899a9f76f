// Test data shared by the operator API's and the portal's tests; nothing at run time imports it.
export { UPLOAD_CASES, uploadCaseContent, type UploadCase } from './upload-cases.ts';
