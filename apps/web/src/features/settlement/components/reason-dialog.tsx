import { useTranslation } from 'react-i18next';
import { ReasonDialog as AskReason, type ReasonDialogProps } from '../../../shared/reason-dialog';

/** The shared reason dialog in settlement's words (冲红, 退款 审批). */
export function ReasonDialog(props: ReasonDialogProps) {
  const { t } = useTranslation('settlement');
  return <AskReason {...props} texts={{ reason: t('reason'), cancel: t('cancel'), required: t('reasonRequired') }} />;
}
