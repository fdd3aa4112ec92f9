import { saveBlob } from '../../../shared/blob-download';

/** YYYYMMDDHHmmss of a local time, for file names. */
export function stamp(d: Date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}${p(d.getHours())}${p(d.getMinutes())}${p(d.getSeconds())}`;
}

/** Saves text as a UTF-8 file through a temporary link. */
export function downloadText(fileName: string, text: string): void {
  saveBlob(new Blob(['\ufeff', text], { type: 'text/plain;charset=utf-8' }), fileName);
}
