import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BaseProviders } from './app/base-providers';
import { ownerRoot } from './app/owner-start';
import { initI18n } from './i18n';

// 业主端 (issue 31): the owners' portal as its own page (owner.html; the server answers it for /owner…), so an
// owner's phone loads none of the staff app and a staff member's login page none of the portal.
void initI18n(['owner-portal'], { signedIn: false }).then(() => {
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <BaseProviders>{ownerRoot()}</BaseProviders>
    </StrictMode>,
  );
});
