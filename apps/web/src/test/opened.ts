import { screen, waitFor } from '@testing-library/react';

/**
 * A Mantine Modal or Drawer by its test id, once it has opened: its root is in the page before its content (the
 * portal and the transition come after), so a `findByTestId` on the root can answer an empty box under load.
 */
export function opened(testId: string): Promise<HTMLElement> {
  return waitFor(
    () => {
      const box = screen.getByTestId(testId);
      if (!box.textContent) throw new Error(`${testId} is not open yet`);
      return box;
    },
    { timeout: 5000 },
  );
}
