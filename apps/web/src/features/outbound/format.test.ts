import { describe, expect, it } from 'vitest';
import { maskAddress } from './format';

describe('maskAddress', () => {
  it.each([
    ['13800008000', '138****8000'],
    ['oAbCdEfGhIjKlMnOpQrStUvWx123', 'oAbCdE…x123'],
    ['02188886666', '021****6666'],
    ['', ''],
    ['12345', '12345'],
  ])('%s → %s', (address, shown) => expect(maskAddress(address)).toBe(shown));
});
