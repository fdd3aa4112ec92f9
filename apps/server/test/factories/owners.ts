import { schema, type Db } from '@pm/db';

// Owners and ownership for the owners' tests: owners, 入伙 events, and an approval document as the
// workflow module leaves it (inserted straight into the tables, as a seed would).

let seq = 0;

/** An owner of the company; type 1 个人, 3 开发商. */
export async function addOwner(db: Db, companyId: number, name: string, type = '1') {
  const [row] = await db.insert(schema.owners).values({ companyId, name, type, idType: '1', idNumber: `OWN${companyId}-${++seq}` }).returning({ id: schema.owners.id });
  return row!.id;
}

/** The owner moves into (1 入伙) or out of (3 迁出) the house. */
export async function ownerEvent(db: Db, companyId: number, houseId: number, ownerId: number, event: '1' | '3' = '1') {
  await db.insert(schema.houseOwnerEvents).values({ companyId, houseId, ownerId, event, share: event === '1' ? '100' : null, eventDate: '2020-01-01' });
}

/** A workflow document of the company in the given status (an approval is 'finished'). */
export async function approvalDoc(db: Db, companyId: number, status: 'finished' | 'running' = 'finished', subject = '关于使用维修资金更换电梯的请示') {
  const [row] = await db
    .insert(schema.wfDocs)
    .values({ companyId, kind: 'report', templateId: 1, templateVersionId: 1, subject, starterId: 1, finisherId: 1, status, flow: [] })
    .returning({ id: schema.wfDocs.id });
  return row!.id;
}
