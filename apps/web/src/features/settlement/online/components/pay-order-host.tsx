import { createContext, lazy, Suspense, useContext, useState, type ReactNode } from 'react';

// The dialog and the QR library are their own chunk: fetched when a cashier first starts or opens a 支付单.
const loadDialog = () => import('./pay-order-dialog');
const PayOrderDialog = lazy(loadDialog);

/** Starts fetching the dialog's chunk (while the order is being created). */
export function preloadPayOrderDialog(): void {
  void loadDialog();
}

const ShowPayOrder = createContext<(orderId: number) => void>(() => undefined);

/** Opens the dialog of a 支付单 (a new one, or the one holding a line). */
export function useShowPayOrder(): (orderId: number) => void {
  return useContext(ShowPayOrder);
}

/**
 * Holds the counter's 支付单 dialog above the panels, which start afresh when the house's lines change: the dialog
 * stays open through the payment that makes its lines disappear.
 */
export function PayOrderHost({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  const [orderId, setOrderId] = useState<number | null>(null);
  return (
    <ShowPayOrder.Provider value={setOrderId}>
      {children}
      {orderId !== null ? (
        <Suspense fallback={null}>
          <PayOrderDialog key={orderId} orderId={orderId} readOnly={readOnly} onClose={() => setOrderId(null)} />
        </Suspense>
      ) : null}
    </ShowPayOrder.Provider>
  );
}
