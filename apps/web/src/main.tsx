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

installErrorRecorder();
installChunkTimeout();
installApiHooks();

// The strings of the first screen; every other feature's load with it.
void initI18n(['common', 'auth', 'shell']).then(() => {
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
