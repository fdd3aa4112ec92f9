import type { Label } from '@pm/contracts';
import { currentLanguage } from '../../i18n';

/** The declaration's label in the interface language. */
export function labelText(label: Label): string {
  return currentLanguage() === 'zh-TW' ? label.tw : label.cn;
}
