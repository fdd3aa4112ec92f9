import type { ReactNode } from 'react';
import { installErrorRecorder } from '../shared/err-list';
import { installApiHooks } from './api-hooks';
import { App } from './app';
import { installChunkTimeout } from './chunk-timeout';
import { Providers } from './providers';

/** The staff app: the error recorder, the chunk timeout and the API hooks installed, then the app in its providers. */
export function staffRoot(): ReactNode {
  installErrorRecorder();
  installChunkTimeout();
  installApiHooks();
  return (
    <Providers>
      <App />
    </Providers>
  );
}
