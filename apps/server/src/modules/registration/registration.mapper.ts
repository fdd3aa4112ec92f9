import type { Registration, RegistrationStatus } from '@pm/contracts';
import type { RegistrationRow } from './registration.repo';

/** The administrator's view of a stored request; the sender's address is left out. */
export function toRegistration(row: RegistrationRow): Registration {
  return {
    id: row.id,
    companyName: row.companyName,
    contactName: row.contactName,
    mobile: row.mobile,
    email: row.email,
    estateCount: row.estateCount,
    city: row.city,
    message: row.message,
    status: row.status as RegistrationStatus,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt ? row.handledAt.toISOString() : null,
    handledByName: row.handledByName,
  };
}
