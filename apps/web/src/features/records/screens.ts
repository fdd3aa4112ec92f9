import { allRecords } from '@pm/contracts';
import type { LazyScreen, ScreenMap } from '../../shared/screen';

/** The generic record screen, one lazy chunk shared by every record type. */
const load = (key: string): LazyScreen => async () => {
  const mod = await import('./record-screen');
  return { default: mod.screenFor(key) };
};

/** `record/<key>/index` → the generic list/form/import/export screen of that declaration. */
export const screens: ScreenMap = Object.fromEntries(allRecords().map((def) => [`record/${def.key}/index`, load(def.key)]));
