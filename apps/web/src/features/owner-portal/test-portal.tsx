import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../../test/render';
import { OwnerPortal } from './owner-portal';

// Fixtures and the render helper of the portal's tests.

export const house = (over: Record<string, unknown> = {}) => ({
  houseId: 11,
  estateId: 1,
  estateName: '安居花园',
  houseCode: 'H-0101',
  houseName: '1栋0101',
  via: 'owner',
  personName: '张三',
  companyName: '安居物业服务有限公司',
  ...over,
});

export const me = (houses: unknown[] = [house()], over: Record<string, unknown> = {}) => ({
  phone: '13800008000',
  phoneMasked: '138****8000',
  houses,
  wechatBound: false,
  wechatFollowing: null,
  ...over,
});

export const line = (id: number, period: string, open: string, lateFee: string, daysOverdue: number, held = false) => ({
  id,
  itemName: '物业服务费',
  period,
  periodFrom: `${period}-01`,
  periodTo: `${period}-28`,
  dueDate: `${period}-15`,
  open,
  lateFee,
  // decimal text as the server sends it (the test data add up by hand)
  due: (Math.round((Number(open) + Number(lateFee)) * 100) / 100).toFixed(2),
  daysOverdue,
  held,
});

/** The portal at `route` (the whole /owner/* tree, as the app mounts it). */
export function openPortal(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/owner/*" element={<OwnerPortal />} />
    </Routes>,
    { route },
  );
}
