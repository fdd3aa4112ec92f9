import { useTranslation } from 'react-i18next';
import { ReasonDialog as AskReason, type ReasonDialogProps } from '../../../shared/reason-dialog';

/** 驳回 / 撤销: the shared reason dialog in owner-binding's words, red (the owner sees the reason). */
export function ReasonDialog(props: Omit<ReasonDialogProps, 'danger'>) {
  const { t } = useTranslation('owner-binding');
  return <AskReason {...props} danger texts={{ reason: t('reason'), cancel: t('cancel'), required: t('reasonRequired') }} testId="binding-reason" />;
}
