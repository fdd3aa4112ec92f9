import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

afterEach(() => cleanup());

// jsdom has no media queries; Mantine's provider reads them for the colour scheme.
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// jsdom has no element size observer; Mantine's inputs and popovers create one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Web test files share one worker (isolate: false in vitest.config.ts): what one file leaves
// behind must not reach the next. The app's own modules (and i18next, inlined) are evaluated
// afresh for the next file; storage, stubbed globals and timers are put back.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  if (typeof document !== 'undefined') {
    localStorage.clear();
    sessionStorage.clear();
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('lang');
  }
  vi.resetModules();
});
