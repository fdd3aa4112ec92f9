import { expect, test } from 'vitest';
import { catalogueRows } from '../../../../seed/src/menu-catalogue';
import { hasMenuIcon } from './menu-icon';

test('every centre, group and item of the menu catalogue has an icon the shell draws (not the fallback dot)', () => {
  const missing = catalogueRows()
    .filter((row) => !hasMenuIcon(row.icon))
    .map((row) => `${row.title}: ${row.icon}`);
  expect(missing).toEqual([]);
});
