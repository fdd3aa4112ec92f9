import { SegmentedControl } from '@mantine/core';
import { currentLanguage, switchLanguage, type Language } from '../i18n';

/** 简体 / 繁體: switching stores the choice and reloads the page (spec section 1). */
export function LanguageSwitch() {
  return (
    <SegmentedControl
      size="xs"
      value={currentLanguage()}
      onChange={(v) => switchLanguage(v as Language)}
      data={[
        { value: 'zh-CN', label: '简体' },
        { value: 'zh-TW', label: '繁體' },
      ]}
      aria-label="语言 / 語言"
    />
  );
}
