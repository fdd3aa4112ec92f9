// What other modules use of the files store: saving an upload under the company, and reading it back.
export { FilesService, type UploadRule } from './files.service';
export { sendFile } from './send-file';
