import type { MenuFunction } from './menu-functions';

/** Reading is allowed where the spec opens the screen read-only; writing needs the function usable (state 3). */
export type Access = 'read' | 'write';

/**
 * What a session endpoint needs beyond its roles (spec 4 and 6: a menu item at state 3 is bought and granted, any other
 * state opens read-only):
 * - `signed-in`: any signed-in person of any role the endpoint allows (account, menus, reference lookups …);
 * - `function`: one of the listed functions, usable for a write, at least visible read-only for a read;
 * - `record`: the record engine's endpoints; the function is the record type's menu item (`record/<key>/index`), and for
 *   a read also the functions the declaration names in `alsoReadBy`.
 */
export type EndpointRights =
  | { readonly kind: 'signed-in' }
  | { readonly kind: 'function'; readonly access: Access; readonly functions: readonly MenuFunction[] }
  | { readonly kind: 'record'; readonly access: Access; readonly tool?: 'import' | 'export' };

type Functions = readonly [MenuFunction, ...MenuFunction[]];

/** Any signed-in person may call it (within the endpoint's roles and the caller's company). */
export const SIGNED_IN: EndpointRights = { kind: 'signed-in' };
/** Reads data of one of these functions: allowed where any of them is usable or opens read-only for the caller. */
export const reads = (...functions: Functions): EndpointRights => ({ kind: 'function', access: 'read', functions });
/** Changes data of one of these functions: allowed only where one of them is usable (bought and granted). */
export const writes = (...functions: Functions): EndpointRights => ({ kind: 'function', access: 'write', functions });
/** The record engine's endpoints: the function follows the `:key` of the path. */
export const recordReads: EndpointRights = { kind: 'record', access: 'read' };
export const recordWrites: EndpointRights = { kind: 'record', access: 'write' };
/** Excel export and import of records: also open to 资料导出 / 资料导入 for the basic data kinds (BASIC_DATA_RECORDS). */
export const recordExport: EndpointRights = { kind: 'record', access: 'read', tool: 'export' };
export const recordImport: EndpointRights = { kind: 'record', access: 'write', tool: 'import' };

/**
 * The basic data 资料导入 / 资料导出 offer, in the order people build an estate: the estate, its zones, buildings, units
 * and houses, the parking spaces, then owners, residents, vehicles and meters.
 */
export const BASIC_DATA_RECORDS = ['estate', 'zone', 'building', 'unit', 'house', 'parking', 'owner', 'resident', 'vehicle', 'meter'] as const;
