import { notifications } from '@mantine/notifications';
import { setApiHooks } from '../api/client';
import { createErrorCatalogue } from '../api/error-catalogue';
import { openPasswordModal } from '../shared/dialogs';
import { recordError } from '../shared/err-list';
import { loadingEnded, loadingStarted } from '../shared/loading';
import { clearSession } from '../shared/session';

/** How long the 401 notice stays readable before the page reloads (ms). */
const RELOAD_AFTER_401_MS = 1_200;
let reloading = false;

/** Installs the loading indicator and the error catalogue of spec section 8 on the API client. */
export function installApiHooks(): void {
  const onError = createErrorCatalogue({
    notice(message, onClose) {
      const id = notifications.show({
        color: 'red',
        message,
        autoClose: false,
        withCloseButton: true,
        onClose,
        onClick: () => notifications.hide(id),
        style: { cursor: 'pointer' },
        'data-testid': 'error-notice',
      });
    },
    toast(message, ms) {
      notifications.show({ color: 'red', message, autoClose: ms, 'data-testid': 'network-toast' });
    },
    openPasswordModal,
    signOutAndReload() {
      if (reloading) return;
      reloading = true;
      clearSession();
      setTimeout(() => location.reload(), RELOAD_AFTER_401_MS);
    },
    now: () => Date.now(),
  });
  setApiHooks({
    onStart: loadingStarted,
    onEnd: loadingEnded,
    onError: (error, endpoint) => {
      if (error.status === 0 || error.status >= 500) recordError(error);
      onError(error, endpoint);
    },
  });
}
