import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './connect';
import { openTestDatabase } from './testing/index';

// packages/db/sql/workflow.sql on a real database: the audit trail and template versions are append-only.
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database?.close());

describe('workflow tables', () => {
  it('refuse to update or delete an audit event, and keep it', async () => {
    const [row] = await database.sql<{ id: number }[]>`insert into wf_events ${database.sql({
      company_id: 1,
      doc_id: 1,
      actor_id: 1,
      action: 'send',
      to_status: 'running',
    })} returning id`;
    await expect(database.sql`update wf_events set action = 'agree' where id = ${row!.id}`).rejects.toThrow(/append-only/);
    await expect(database.sql`delete from wf_events where id = ${row!.id}`).rejects.toThrow(/append-only/);
    const [kept] = await database.sql<{ action: string }[]>`select action from wf_events where id = ${row!.id}`;
    expect(kept!.action).toBe('send');
  });

  it('refuse to change a template version’s nodes and handlers', async () => {
    const [node] = await database.sql<{ id: number }[]>`insert into wf_template_nodes ${database.sql({ version_id: 1, seq: 0, type: '发起', name: '发起' })} returning id`;
    await database.sql`insert into wf_node_handlers ${database.sql({ node_id: node!.id, seq: 0, kind: 'person', ref: 7 })}`;
    await expect(database.sql`update wf_template_nodes set name = 'x' where id = ${node!.id}`).rejects.toThrow(/append-only/);
    await expect(database.sql`delete from wf_node_handlers where node_id = ${node!.id}`).rejects.toThrow(/append-only/);
  });
});
