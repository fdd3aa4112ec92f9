/** A timestamp read from the database as ISO text for the API (null stays null). */
export const isoOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : new Date(v as string).toISOString());
