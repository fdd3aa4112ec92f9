import { Navigate, Route, Routes } from 'react-router-dom';
import { MyRoutesPage } from './my-routes-page';
import { ScanPage } from './scan-page';

/** /m/patrol/*: the inspector's phone pages (巡查签到). */
export function PatrolMobile() {
  return (
    <Routes>
      <Route index element={<MyRoutesPage />} />
      <Route path="scan" element={<ScanPage />} />
      <Route path="*" element={<Navigate to="/m/patrol" replace />} />
    </Routes>
  );
}
