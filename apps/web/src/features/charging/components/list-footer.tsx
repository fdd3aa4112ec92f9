import { useTranslation } from 'react-i18next';
import { TableState as SharedTableState } from '../../../shared/table-state';

export { ListFooter } from '../../../shared/list-footer';

/** The shared loading / empty / failed row, empty in this area's words. */
export function TableState({ error, emptyText, ...rest }: { loading: boolean; empty: boolean; error?: string | undefined; cols: number; emptyText?: string }) {
  const { t } = useTranslation('charging');
  return <SharedTableState {...rest} error={error} emptyText={emptyText ?? t('empty')} />;
}
