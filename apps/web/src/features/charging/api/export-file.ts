// The audited Excel export is shared (src/shared/export-with-purpose.ts): the office contacts export with it.
export { exportWithPurpose } from '../../../shared/export-with-purpose';
