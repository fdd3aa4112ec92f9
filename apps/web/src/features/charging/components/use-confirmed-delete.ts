import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { deleteConfirm } from '../../../shared/dialogs';
import { errorText } from '../../../api/error-text';

/** 删除 a row after the delete confirmation: 已删除 when done, the server's refusal when not. */
export function useConfirmedDelete(remove: { mutateAsync: (id: number) => Promise<unknown> }) {
  const { t } = useTranslation('charging');
  return async (id: number) => {
    if (!(await deleteConfirm())) return;
    try {
      await remove.mutateAsync(id);
      notifications.show({ color: 'green', message: t('deleted') });
    } catch (error) {
      notifications.show({ color: 'red', message: errorText(error) });
    }
  };
}
