import i18next from 'i18next';
import { MSG } from './messages';

const KEY_BY_TEXT = new Map<string, string>(
  Object.entries(MSG).flatMap(([key, value]) => (typeof value === 'string' ? [[value, key] as [string, string]] : [])),
);
const TRANSFERRED = MSG.transferred('');
const TRANSFER_FAILED = MSG.transferFailed('');

/**
 * The softphone's messages are written once in zh-CN (the spec's exact strings, phone/messages.ts);
 * this shows them in the page's language through the feature's namespace (msg.* keys).
 */
export function localize(text: string): string {
  const key = KEY_BY_TEXT.get(text);
  if (key) return i18next.t(`call-center:msg.${key}`, { defaultValue: text });
  if (text.startsWith(TRANSFERRED)) return i18next.t('call-center:msg.transferred', { n: text.slice(TRANSFERRED.length), defaultValue: text });
  if (text.startsWith(TRANSFER_FAILED)) return i18next.t('call-center:msg.transferFailed', { why: text.slice(TRANSFER_FAILED.length), defaultValue: text });
  return text;
}
