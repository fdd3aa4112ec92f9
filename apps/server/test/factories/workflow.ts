import { eq } from 'drizzle-orm';
import { schema, type Db } from '@pm/db';
import type { TestApp } from '../harness';
import { buildCompany } from './companies';
import { buildUser, type TestUser } from './users';

/** A company tree (group → company → branch, and a sibling) with the staff a document flow needs. */
export interface WorkflowWorld {
  groupId: number;
  companyId: number;
  branchId: number;
  siblingId: number;
  starter: TestUser;
  reviewer: TestUser;
  a: TestUser;
  b: TestUser;
  c: TestUser;
  leader: TestUser;
  finisher: TestUser;
  admin: TestUser;
  disabled: TestUser;
  branchClerk: TestUser;
  siblingClerk: TestUser;
}

export async function buildWorkflowWorld(db: Db): Promise<WorkflowWorld> {
  const group = await buildCompany(db, { level: 1 });
  const company = await buildCompany(db, { level: 2, parentId: group.id, nick: '恒物' });
  const branch = await buildCompany(db, { level: 3, parentId: company.id });
  const sibling = await buildCompany(db, { level: 2, parentId: group.id });
  const emp = (name: string, companyId = company.id) => buildUser(db, { companyId, role: 'emp', name });
  const disabled = await emp('离职员工');
  await db.update(schema.users).set({ disabled: true }).where(eq(schema.users.id, disabled.id));
  return {
    groupId: group.id,
    companyId: company.id,
    branchId: branch.id,
    siblingId: sibling.id,
    starter: await emp('发起人'),
    reviewer: await emp('审核人'),
    a: await emp('会签甲'),
    b: await emp('会签乙'),
    c: await emp('会签丙'),
    leader: await emp('签批领导'),
    finisher: await emp('办结人'),
    admin: await buildUser(db, { companyId: company.id, role: 'sa', name: '管理员' }),
    disabled,
    branchClerk: await emp('分公司文员', branch.id),
    siblingClerk: await emp('兄弟公司文员', sibling.id),
  };
}

export const person = (u: { id: number }) => [{ kind: 'person', ref: u.id }];

/** 发起 → 审核 → 会签 (A, B, C by mode) → 签批 → 完结, saved through the API. */
export function reportTemplate(w: WorkflowWorld, mode: 'all' | 'any' | 'sequential' = 'all', name = `报告流程${Math.random().toString(36).slice(2, 7)}`) {
  return {
    kind: 'report',
    name,
    finisherId: w.finisher.id,
    nodes: [
      { type: '发起', name: '拟稿', handlers: [] },
      { type: '审核', name: '部门审核', handlers: person(w.reviewer) },
      { type: '会签', name: '会签', mode, handlers: [...person(w.a), ...person(w.b), ...person(w.c)] },
      { type: '签批', name: '领导签批', handlers: person(w.leader) },
      { type: '完结', name: '办结', handlers: [] },
    ],
  };
}

export async function saveTemplate(t: TestApp, who: TestUser, body: object): Promise<number> {
  const res = await t.as(who).post('/api/comp-workflow-define', body);
  if (res.status !== 200) throw new Error(`saveTemplate: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { data: { id: number } }).data.id;
}

/** Creates and sends a document; returns its id. */
export async function sendDoc(t: TestApp, who: TestUser, templateId: number, extra: object = {}): Promise<number> {
  const res = await t.as(who).post('/api/comp-workflow-doc', { action: 'send', templateId, subject: '关于更换电梯的报告', body: '<p>正文</p>', ...extra });
  if (res.status !== 200) throw new Error(`sendDoc: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { data: { id: number } }).data.id;
}
