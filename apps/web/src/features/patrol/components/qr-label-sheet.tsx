import type { PatrolRoutePoints } from '@pm/contracts';
import { useTranslation } from 'react-i18next';
import { QrImage } from './qr-image';

/** The A4 sheet of labels: one per point, with its QR code, name, route and point id. */
export function QrLabelSheet({ plans }: { plans: PatrolRoutePoints[] }) {
  const { t } = useTranslation('patrol');
  return (
    <>
      <h1>{t('sheetTitle')}</h1>
      <div className="patrol-labels">
        {plans.flatMap((plan) =>
          plan.points.map((p) => (
            <div className="patrol-label" key={p.pointId} data-testid="qr-label">
              <QrImage text={p.qrText} size={120} alt={p.name} />
              <div className="name">{p.name}</div>
              <div className="sub">{plan.route}</div>
              <div className="sub">{t('pointCode', { code: p.pointId })}</div>
            </div>
          )),
        )}
      </div>
    </>
  );
}
