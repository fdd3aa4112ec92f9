import type { PatrolRoutePoints } from '@pm/contracts';
import { patrolScanUrl } from '@pm/domain';
import { useTranslation } from 'react-i18next';
import { QrImage } from '../../../shared/qr-image';
import classes from './qr-label-sheet.module.css';

/** The labels of the A4 sheet: one per point, with its QR code, name, route and point id. */
export function QrLabelSheet({ plans }: { plans: PatrolRoutePoints[] }) {
  const { t } = useTranslation('patrol');
  return (
    <div className={classes.labels}>
      {plans.flatMap((plan) =>
        plan.points.map((p) => (
          <div className={classes.label} key={p.pointId} data-testid="qr-label">
            <QrImage text={patrolScanUrl(location.origin, p.code)} size={120} alt={p.name} />
            <div className={classes.name}>{p.name}</div>
            <div className={classes.sub}>{plan.route}</div>
            <div className={classes.sub}>{t('pointCode', { code: p.pointId })}</div>
            <div className={classes.code} data-testid="qr-sign-code">{t('signCode', { code: p.code })}</div>
          </div>
        )),
      )}
    </div>
  );
}
