import { CENTRE_GROUP_COUNTS } from './menu.schemas';

/**
 * The groups a centre of the new layout shows (spec 2): 4, 5 or 2 by centre id, the extra last
 * child dropped. One copy for the web's panel and the server's tests of the demo menus.
 */
export function shownGroups<G>(centre: { id: number; children: readonly G[] }): G[] {
  const count = CENTRE_GROUP_COUNTS[centre.id];
  if (count === undefined) return centre.children.slice(0, Math.max(0, centre.children.length - 1));
  return centre.children.slice(0, count);
}
