// The upload call is shared (src/shared/upload-file.ts): the office screens upload message PDFs with it.
export { uploadFile } from '../../../shared/upload-file';
