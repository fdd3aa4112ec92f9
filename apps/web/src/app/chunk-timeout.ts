import { CHUNK_LOAD_TIMEOUT_MS } from '../shared/config';
import { recordError } from '../shared/err-list';

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/**
 * A lazily loaded part that has not arrived after 120 s fails with a chunk-load error, so the
 * screen shows the fallback instead of a spinner for ever (spec section 8).
 */
export function withChunkTimeout<T>(load: () => Promise<T>, what: string, ms = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Loading chunk ${what} failed (timeout ${ms} ms)`)), ms);
    load().then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new ChunkLoadError(String(e)));
      },
    );
  });
}

/** Style chunks that fail to load are reported as CSS chunk load failures. */
export function installChunkTimeout(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    const message = payload instanceof Error ? payload.message : String(payload);
    recordError(new ChunkLoadError(/\.css/.test(message) ? `CSS chunk load failed: ${message}` : message));
  });
}
