import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { Providers } from './app/providers';
import { installApiHooks } from './app/api-hooks';
import { installChunkTimeout } from './app/chunk-timeout';
import { initI18n } from './i18n';
import { installErrorRecorder } from './shared/err-list';
import { getToken } from './shared/session';

installErrorRecorder();
installChunkTimeout();
installApiHooks();

// The strings of the first screen (the login panel, or the signed-in shell); every other
// namespace loads the first time a component asks for it.
const signedIn = Boolean(getToken());
void initI18n(signedIn ? ['common', 'auth', 'shell'] : ['common', 'auth'], { signedIn }).then(() => {
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <App />
      </Providers>
    </StrictMode>,
  );
});
