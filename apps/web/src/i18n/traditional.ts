// Text that comes from the server as data, written once in simplified Chinese (menu titles and
// remarks, the site's name and copyright line), shown in traditional characters when the interface
// is 繁體. OpenCC's character table with Taiwan's variants and phrases: about 60 KB, fetched only
// by a zh-TW page (its phrase table, 1 MB, is left out: these texts are short names).
import { currentLanguage } from './index';

type Convert = (text: string) => string;
let convert: Convert | null = null;

/** Loads the converter when the interface is traditional; a no-op otherwise (and when loaded). */
export async function loadTraditional(): Promise<void> {
  if (convert || currentLanguage() !== 'zh-TW') return;
  const [{ ConverterFactory }, characters, variants, phrases] = await Promise.all([
    import('opencc-js/core'),
    import('opencc-js/dict/STCharacters'),
    import('opencc-js/dict/TWVariants'),
    import('opencc-js/dict/TWPhrases'),
  ]);
  convert = ConverterFactory([[characters.default]], [[phrases.default, variants.default]]);
}

/** Server data in the interface's script: unchanged in 简体 (or before the converter loaded). */
export function localText(text: string): string {
  return convert && currentLanguage() === 'zh-TW' ? convert(text) : text;
}
