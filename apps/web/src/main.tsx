import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BaseProviders } from './app/base-providers';
import { staffRoot } from './app/staff-start';
import { initI18n } from './i18n';
import { getToken } from './shared/session';

// The staff app (index.html). The owners' portal is its own page (owner.html, src/owner-main.tsx): neither loads
// the other's code. The strings of the first screen (the login panel, or the signed-in shell) come with the start;
// every other namespace loads the first time a component asks for it.
const signedIn = Boolean(getToken());
void initI18n(signedIn ? ['common', 'auth', 'shell'] : ['common', 'auth'], { signedIn }).then(() => {
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <BaseProviders>{staffRoot()}</BaseProviders>
    </StrictMode>,
  );
});
