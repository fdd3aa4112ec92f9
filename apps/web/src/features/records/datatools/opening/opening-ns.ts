import { useTranslation } from 'react-i18next';

// 期初导入's strings are a namespace of their own (records/locales/opening): the records screens that open first do not
// fetch them. Keys not found there (template, loading, chooseFile …) are looked up in the records namespace.
export const OPENING_NS = ['records-opening', 'records'] as const;

/** `useTranslation` over both namespaces, the opening one first (react-i18next's `nsMode: 'fallback'`). */
export const useOpeningTranslation = () => useTranslation(OPENING_NS, { nsMode: 'fallback' });
