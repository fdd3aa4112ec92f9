import { useTranslation } from 'react-i18next';
import { TableState as SharedTableState } from '../../../shared/table-state';
import { errorText } from '../../../api/error-text';

/** The shared loading / empty / failed row, empty in this area's words. */
export function TableState({ error, emptyText, ...rest }: { loading: boolean; empty: boolean; error?: unknown; cols: number; emptyText?: string }) {
  const { t } = useTranslation('owners');
  return <SharedTableState {...rest} error={error ? errorText(error) : undefined} emptyText={emptyText ?? t('empty')} />;
}
