import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { schema } from '@pm/db';

const h = schema.houses;

/**
 * A row's house code and name, looked up by its house id (a list's look-ups, or a select's columns).
 * `V` is `string | null` where the row may have no house.
 */
export function houseLookups<V extends string | null = string>(
  houseId: AnyPgColumn | SQL,
): { houseCode: SQL<V>; houseName: SQL<V> } {
  return {
    houseCode: sql<V>`(select ${h.code} from ${h} where ${h.id} = ${houseId})`,
    houseName: sql<V>`(select ${h.name} from ${h} where ${h.id} = ${houseId})`,
  };
}
