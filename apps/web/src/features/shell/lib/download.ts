import { saveBlob } from '../../../shared/blob-download';
import { chinaDateTime } from '../../../shared/china-date';

/** YYYYMMDDHHmmss of an instant on China's clock, for file names. */
export function stamp(d: Date = new Date()): string {
  return chinaDateTime(d, { seconds: true }).replace(/\D/g, '');
}

/** Saves text as a UTF-8 file through a temporary link. */
export function downloadText(fileName: string, text: string): void {
  saveBlob(new Blob(['\ufeff', text], { type: 'text/plain;charset=utf-8' }), fileName);
}
