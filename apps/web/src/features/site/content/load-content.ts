import i18next from 'i18next';

// The long copy of the pages other than /home, the registration form's and the administrator's
// registration screen's strings stay out of the login route: they are added to namespace "site"
// for the current language when one of those pages (or the screen) is first opened.
const bundles = import.meta.glob<{ default: Record<string, unknown> }>('./*.json');

let loading: Promise<void> | undefined;

export function loadSiteContent(): Promise<void> {
  loading ??= (async () => {
    const language = i18next.language === 'zh-TW' ? 'zh-TW' : 'zh-CN';
    const load = bundles[`./${language}.json`];
    if (!load) return;
    // The shell loads namespaces on first use: "site" must be in before this adds to it, or
    // i18next would take the namespace as loaded and never fetch the header and footer strings.
    const [bundle] = await Promise.all([load(), i18next.loadNamespaces('site')]);
    i18next.addResourceBundle(language, 'site', bundle.default, true, false);
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
