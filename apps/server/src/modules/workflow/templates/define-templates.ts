// 流程模板 (office/workflow/templates): a definition per kind; saving writes a new version.
import type { Template, TemplateInput } from '@pm/contracts';
import { validateTemplate, type TemplateNode } from '@pm/domain';
import type { z } from 'zod';
import type { Db, DbOrTx } from '@pm/db';
import type { Session } from '../../../http/session';
import * as repo from './templates.repo';
import { activeStaffOf, refExists, refNames, userNames } from '../people.repo';
import { fieldError, refused, wfErrors } from '../workflow.errors';

type TemplateRow = Awaited<ReturnType<typeof repo.templatesOf>>[number];

/** Templates with the nodes of their current version, handler names included. */
export async function templatesOut(db: DbOrTx, rows: TemplateRow[]): Promise<Template[]> {
  const versions = await repo.versionNodes(db, rows.map((r) => ({ templateId: r.id, version: r.currentVersion })));
  const names = await refNames(db, versions.flatMap((v) => v.nodes.flatMap((n) => n.handlers)));
  const finishers = await userNames(db, rows.flatMap((r) => (r.finisherId ? [r.finisherId] : [])));
  return rows.map((r) => {
    const ver = versions.find((v) => v.templateId === r.id && v.version === r.currentVersion);
    return {
      id: r.id,
      kind: r.kind as Template['kind'],
      name: r.name,
      version: r.currentVersion,
      active: r.active,
      finisherId: r.finisherId,
      finisherName: r.finisherId ? (finishers.get(r.finisherId) ?? null) : null,
      updatedAt: r.updatedAt.toISOString(),
      nodes: (ver?.nodes ?? []).map((n) => ({
        seq: n.seq,
        type: n.type as Template['nodes'][number]['type'],
        name: n.name,
        mode: n.mode as Template['nodes'][number]['mode'],
        timeLimitHours: n.timeLimitHours,
        handlers: n.handlers.map((h) => ({
          kind: h.kind as 'person' | 'job' | 'dept' | 'chosen',
          ref: h.ref,
          name: h.ref === null ? null : (names[h.kind as 'person' | 'job' | 'dept']?.get(h.ref) ?? null),
        })),
      })),
    };
  });
}

export async function listDefines({ db }: { db: Db }, session: Session, q: { kind?: string; includeInactive: boolean }) {
  return templatesOut(db, await repo.templatesOf(db, session.companyId, q));
}

/** Every handler rule names a person, job or department of the caller's company. */
async function checkRefs(db: DbOrTx, session: Session, input: z.output<typeof TemplateInput>) {
  for (const [i, node] of input.nodes.entries())
    for (const h of node.handlers) {
      if (h.kind === 'chosen' || h.ref === null) continue;
      const ok =
        h.kind === 'person' ? (await activeStaffOf(db, session.companyId, [h.ref])).length === 1 : await refExists(db, session.companyId, h.kind, h.ref);
      if (!ok) throw fieldError(`nodes.${i}.handlers`, `节点“${node.name}”的办理人不存在或不在职`);
    }
  if (input.finisherId !== null && (await activeStaffOf(db, session.companyId, [input.finisherId])).length !== 1)
    throw fieldError('finisherId', '办结人不存在或不在职');
}

export async function saveDefine({ db }: { db: Db }, session: Session, input: z.output<typeof TemplateInput>): Promise<Template> {
  refused(() => validateTemplate(input.nodes as TemplateNode[]));
  await checkRefs(db, session, input);
  const id = await db.transaction(async (tx) => {
    if (input.id === undefined) {
      const row = await repo.insertTemplate(tx, { companyId: session.companyId, kind: input.kind, name: input.name, finisherId: input.finisherId, createdBy: session.userId });
      await repo.insertVersion(tx, session.companyId, row.id, 1, session.userId, input.nodes);
      return row.id;
    }
    const row = await repo.lockTemplate(tx, session.companyId, input.id);
    if (!row) throw wfErrors.templateNotFound();
    if (row.kind !== input.kind) throw fieldError('kind', '模板的公文类型不能修改');
    const version = row.currentVersion + 1;
    await repo.insertVersion(tx, session.companyId, row.id, version, session.userId, input.nodes);
    await repo.updateTemplate(tx, row.id, { name: input.name, finisherId: input.finisherId, currentVersion: version });
    return row.id;
  });
  const [out] = await templatesOut(db, await repo.templatesOf(db, session.companyId, { includeInactive: true, ids: [id] }));
  return out!;
}

export async function defineState({ db }: { db: Db }, session: Session, input: { id: number; active: boolean }): Promise<Template> {
  const [row] = await repo.templatesOf(db, session.companyId, { includeInactive: true, ids: [input.id] });
  if (!row) throw wfErrors.templateNotFound();
  await repo.updateTemplate(db, row.id, { active: input.active });
  const [out] = await templatesOut(db, await repo.templatesOf(db, session.companyId, { includeInactive: true, ids: [input.id] }));
  return out!;
}
