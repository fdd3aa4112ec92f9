import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BaseProviders } from './app/base-providers';
import { isOwnerPath } from './app/owner-slot';
import { initI18n } from './i18n';
import { getToken } from './shared/session';

// Two starts: the owners' portal (/owner…, issue 31) loads none of the staff app, whose code comes with the other.
// Each start's chunk is fetched beside the strings of its first screen (the login panel, the signed-in shell, or
// the portal); every other namespace loads the first time a component asks for it.
const owner = isOwnerPath(location.pathname);
const signedIn = !owner && Boolean(getToken());
const strings = initI18n(owner ? ['owner-portal'] : signedIn ? ['common', 'auth', 'shell'] : ['common', 'auth'], { signedIn });
const root: Promise<() => ReactNode> = owner
  ? import('./app/owner-start').then((m) => m.ownerRoot)
  : import('./app/staff-start').then((m) => m.staffRoot);

void Promise.all([root, strings]).then(([ui]) => {
  const element = document.getElementById('root');
  if (!element) return;
  createRoot(element).render(
    <StrictMode>
      <BaseProviders>{ui()}</BaseProviders>
    </StrictMode>,
  );
});
