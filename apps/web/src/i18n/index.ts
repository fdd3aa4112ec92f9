import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadTraditional } from './traditional';

export { localText } from './traditional';

export type Language = 'zh-CN' | 'zh-TW';
export const LANGUAGE_KEY = 'language';

// One namespace per feature: src/features/<name>/locales/{zh-CN,zh-TW}.json → namespace <name>;
// a part of a feature loaded later (src/features/<name>/locales/<part>/…) is namespace <name>-<part>;
// the shell's own strings are namespace "common": src/i18n/locales holds what the login route
// shows, src/i18n/signed-in the rest (header, tabs, menus…), added to "common" once signed in.
// Each file is its own small chunk: only the current language is fetched, and a feature's
// strings when it is first used.
type Json = { default: Record<string, unknown> };
const featureFiles = import.meta.glob<Json>(['../features/*/locales/*.json', '../features/*/locales/*/*.json']);
const commonFiles = import.meta.glob<Json>('./locales/*.json');
const signedInFiles = import.meta.glob<Json>('./signed-in/*.json');

function loaders(): Map<string, () => Promise<Json>> {
  const out = new Map<string, () => Promise<Json>>();
  for (const [path, load] of Object.entries(featureFiles)) {
    // A feature's part its first screen does not need (a tab opened later) is a namespace of its own: <feature>-<part>.
    const m = /features\/([^/]+)\/locales\/(?:([^/]+)\/)?(zh-CN|zh-TW)\.json$/.exec(path);
    if (m) out.set(`${m[3]}/${m[2] ? `${m[1]}-${m[2]}` : m[1]}`, load);
  }
  for (const [path, load] of Object.entries(commonFiles)) {
    const m = /locales\/(zh-CN|zh-TW)\.json$/.exec(path);
    if (m) out.set(`${m[1]}/common`, load);
  }
  return out;
}
const files = loaders();

/** Every namespace that has strings (features with a locales folder, and common). */
export function namespaces(): string[] {
  return [...new Set([...files.keys()].map((k) => k.split('/')[1] as string))];
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = files.get(`${language}/${namespace}`);
    if (!load) return callback(null, {});
    load().then(
      (m) => callback(null, m.default),
      (e: unknown) => callback(e instanceof Error ? e : new Error(String(e)), null),
    );
  },
};

export function currentLanguage(): Language {
  return localStorage.getItem(LANGUAGE_KEY) === 'zh-TW' ? 'zh-TW' : 'zh-CN';
}

/** Switching the language stores it and reloads the page (spec section 1). */
export function switchLanguage(language: Language): void {
  localStorage.setItem(LANGUAGE_KEY, language);
  location.reload();
}

let signedInStrings: Promise<void> | undefined;

/** Adds the signed-in shell's strings of namespace "common" for the current language (once). */
export function loadSignedInStrings(): Promise<void> {
  signedInStrings ??= (async () => {
    const language = currentLanguage();
    const load = signedInFiles[`./signed-in/${language}.json`];
    if (!load) return;
    const [bundle] = await Promise.all([load(), i18next.loadNamespaces('common')]);
    i18next.addResourceBundle(language, 'common', bundle.default, true, false);
  })().catch((error: unknown) => {
    signedInStrings = undefined;
    throw error;
  });
  return signedInStrings;
}

/**
 * Starts i18next in the stored language with `preload` namespaces ready (all of them unless
 * told) and, unless `signedIn` is false, the signed-in shell's strings; any other namespace loads
 * the first time a component asks for it (it suspends meanwhile).
 */
export async function initI18n(preload: string[] = namespaces(), { signedIn = true } = {}): Promise<typeof i18next> {
  // fetched beside the namespaces, added once i18next has started
  const early = signedIn ? signedInFiles[`./signed-in/${currentLanguage()}.json`]?.() : undefined;
  await i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: currentLanguage(),
      fallbackLng: false,
      supportedLngs: ['zh-CN', 'zh-TW'],
      load: 'currentOnly',
      ns: preload,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  if (early) await Promise.all([early, loadSignedInStrings()]);
  await loadTraditional();
  document.documentElement.lang = currentLanguage();
  return i18next;
}
