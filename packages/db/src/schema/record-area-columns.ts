import { customType } from 'drizzle-orm/pg-core';

/**
 * A wall-clock date and time as the record engine's `f.date(…, { withTime: true })` carries it:
 * "YYYY-MM-DD HH:mm" in and out, stored as timestamp (without time zone: the site's local time,
 * which is what a property office writes down). Sorts and filters as a timestamp.
 */
export const minuteTimestamp = customType<{ data: string; driverData: string }>({
  dataType: () => 'timestamp(0)',
  toDriver: (value) => value,
  fromDriver: (value) => String(value).replace('T', ' ').slice(0, 16),
});
