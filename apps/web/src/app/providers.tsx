import { useNotifications, type NotificationsProps } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Envelope rejections and HTTP errors are answers, not flukes; a lost connection was already
      // told to the user (the 3 s toast): no silent retries.
      retry: false,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
  },
});

type ToastHostComponent = ComponentType<NotificationsProps>;
let loadedHost: ToastHostComponent | null = null;
let loadingHost: Promise<ToastHostComponent | null> | null = null;

/** Fetches the host once; a failed fetch (connection lost) is tried again with the next toast. */
function loadToastHost(): Promise<ToastHostComponent | null> {
  loadingHost ??= import('@mantine/notifications').then(
    (m) => {
      loadedHost = m.Notifications;
      return loadedHost;
    },
    () => {
      loadingHost = null;
      return null;
    },
  );
  return loadingHost;
}

/**
 * The toasts' host (with its transitions and portal) loads with the first toast, not with the
 * login route (issue 4). `notifications.show` only writes to a store; the host draws what the
 * store holds when it arrives, at the position and limit below.
 */
function ToastHost() {
  const { notifications, queue } = useNotifications();
  const [Host, setHost] = useState<ToastHostComponent | null>(loadedHost);
  const waiting = notifications.length + queue.length > 0;
  useEffect(() => {
    if (Host || !waiting) return;
    let live = true;
    void loadToastHost().then((host) => {
      if (live && host) setHost(() => host);
    });
    return () => {
      live = false;
    };
  }, [Host, waiting, notifications]);
  return Host ? <Host position="top-center" limit={5} /> : null;
}

/** The staff app's providers (inside BaseProviders): the toasts' host and the query cache. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <>
      <ToastHost />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </>
  );
}
