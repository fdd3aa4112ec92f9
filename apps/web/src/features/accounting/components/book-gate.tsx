import { Alert, Center, Loader } from '@mantine/core';
import type { Book, Subject } from '@pm/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBook } from '../api/book';
import { useSubjectTree } from '../api/subject-tree';
import { errorText } from '../../../api/error-text';

/**
 * The voucher screens need the company's book, and 凭证录入 its subjects too: a loader, the failure,
 * or 尚未建账 until they are there. The audit and post queues do not wait for the subjects (18 KB
 * they never read) before asking for their vouchers.
 */
export function BookGate({ children, withSubjects = false }: { children: (book: Book, subjects: Subject[]) => ReactNode; withSubjects?: boolean }) {
  const { t } = useTranslation('accounting');
  const book = useBook();
  const tree = useSubjectTree(true, withSubjects);
  if (book.isPending || (withSubjects && book.data && tree.isPending)) return <Center p="lg"><Loader size="sm" /></Center>;
  const error = book.error ?? tree.error;
  if (error) return <Alert color="red">{errorText(error)}</Alert>;
  if (!book.data) return <Alert color="orange" data-testid="no-book">{t('vouchers.noBook')}</Alert>;
  return <>{children(book.data, tree.data?.subjects ?? [])}</>;
}
