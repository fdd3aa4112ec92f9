import { useTranslation } from 'react-i18next';

/** An array of copy from namespace "site" (cards, steps); empty when the key is missing. */
export function useList<T>(key: string): T[] {
  const { t } = useTranslation('site');
  const value: unknown = t(key, { returnObjects: true });
  return Array.isArray(value) ? (value as T[]) : [];
}

export interface Card {
  title: string;
  text: string;
}
