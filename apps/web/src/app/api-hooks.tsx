import { notifications } from '@mantine/notifications';
import { setApiHooks } from '../api/client';
import { createErrorCatalogue } from '../api/error-catalogue';
import { openPasswordModal } from '../shared/dialogs';
import { recordError } from '../shared/err-list';
import { loadingEnded, loadingStarted } from '../shared/loading';
import { clearSession } from '../shared/session';
import { queryClient } from './providers';

/** A call refused for lack of rights: the person's grants changed since the menu was loaded. */
const RIGHTS_REFUSALS = new Set(['auth.not_granted', 'auth.not_bought']);

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
      // The server refused by the person's current grants: reload the menu so it shows what they may do now.
      if (error.status === 403 && RIGHTS_REFUSALS.has(error.errorCode ?? '')) void queryClient.invalidateQueries({ queryKey: ['shell'] });
      onError(error, endpoint);
    },
  });
}
