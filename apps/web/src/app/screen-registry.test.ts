import { describe, expect, it } from 'vitest';
// The seed's menu catalogue is plain data (types only from contracts): what staff can open.
import { catalogueItems } from '../../../../seed/src/menu-catalogue';
import { findScreen, registeredComponents, registeredParts } from './screen-registry';

describe('menu honesty', () => {
  const components = catalogueItems()
    .map((item) => item.component)
    .filter((c) => c !== 'Layout' && c !== 'LayoutBlank');

  it('reads the whole catalogue', () => {
    expect(components.length).toBeGreaterThan(130);
  });

  it('has a registered screen for every component of the menu catalogue', () => {
    expect(components.filter((c) => !findScreen(c))).toEqual([]);
  });

  it('registers no screen the catalogue never offers', () => {
    const offered = new Set(components.map((c) => c.replace(/^\/+/, '')));
    expect(registeredComponents().filter((c) => !offered.has(c))).toEqual([]);
  });

  it('offers no part (a screen shown inside another) as a menu item, and finds each part to embed', () => {
    const offered = new Set(components.map((c) => c.replace(/^\/+/, '')));
    expect(registeredParts().length).toBeGreaterThan(0);
    expect(registeredParts().filter((c) => offered.has(c))).toEqual([]);
    expect(registeredParts().filter((c) => !findScreen(c))).toEqual([]);
  });
});
