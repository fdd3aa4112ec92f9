import { describe, expect, it } from 'vitest';
import { isCurrent, isHomePath } from './nav-items';

describe('marketing navigation', () => {
  it.each([
    ['/home', true],
    ['/home/', true],
    ['/HomePage', true],
    ['/home/Estate', false],
    ['/Estate', false],
  ])('treats %s as the home page: %s', (path, expected) => {
    expect(isHomePath(path)).toBe(expected);
  });

  it.each([
    ['/Estate', '/Estate', true],
    ['/Estate', '/home/Estate', true],
    ['/Solution', '/solution/', true],
    ['/UseCase', '/Estate', false],
    ['/home', '/AboutUs', false],
  ])('marks %s current on %s: %s', (to, path, expected) => {
    expect(isCurrent(to, path)).toBe(expected);
  });
});
