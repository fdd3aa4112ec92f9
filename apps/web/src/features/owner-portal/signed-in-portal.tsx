import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PortalLayout } from './components/portal-layout';
import { BillsPage } from './pages/bills-page';
import { BindPage } from './pages/bind-page';
import { HistoryPage } from './pages/history-page';
import { MePage } from './pages/me-page';
import { NoticePage } from './pages/notice-page';
import { NoticesPage } from './pages/notices-page';
import { OrderPage } from './pages/order-page';
import { RequestNewPage } from './pages/request-new-page';
import { RequestsPage } from './pages/requests-page';
import { VotesPage } from './pages/votes-page';
import { WechatBoundPage } from './pages/wechat-bound-page';

/**
 * The portal once signed in, with a query cache of its own (the owner's data never mixes with a staff member's in
 * the same browser, and goes with the session: signing out unmounts it).
 */
export function SignedInPortal() {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } } }));
  return (
    <QueryClientProvider client={client}>
      <PortalLayout>
        <Routes>
          <Route path="bills" element={<BillsPage />} />
          <Route path="orders/:id" element={<OrderPage />} />
          <Route path="history" element={<HistoryPage />} />
          <Route path="me" element={<MePage />} />
          <Route path="me/bind" element={<BindPage />} />
          <Route path="requests" element={<RequestsPage />} />
          <Route path="requests/new" element={<RequestNewPage />} />
          <Route path="notices" element={<NoticesPage />} />
          <Route path="notices/:id" element={<NoticePage />} />
          <Route path="votes" element={<VotesPage />} />
          <Route path="wechat-bound" element={<WechatBoundPage />} />
          <Route path="*" element={<Navigate to="/owner/bills" replace />} />
        </Routes>
      </PortalLayout>
    </QueryClientProvider>
  );
}
