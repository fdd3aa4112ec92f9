import {
  allDictionaries,
  type CreatePlatformEntryInput,
  type PlatformDictEntry,
  type PlatformDictionary,
  type UpdatePlatformEntryInput,
} from '@pm/contracts';
import type { Db } from '@pm/db';
import type { Session } from '../../http/session';
import { forgetDictionaries, logOperation } from '../records/index';
import * as repo from './sysadmin-settings.repo';
import * as errors from './sysadmin-settings.errors';

// 字典管理: the platform entries (dictionary_items without a company). Every company's dictionary starts from them:
// a company sees them, and its own row of the same value (数据字典) overrides one for itself (docs/decisions.md).

function declaration(code: string) {
  const dict = allDictionaries().find((d) => d.code === code);
  if (!dict) throw errors.dictionaryNotFound();
  return dict;
}

function toEntry(row: Awaited<ReturnType<typeof repo.platformEntries>>[number]): PlatformDictEntry {
  const declared = declaration(row.dictCode).items.some((i) => i.value === row.value);
  return { ...row, declared };
}

async function entry(db: Db, id: number): Promise<PlatformDictEntry> {
  const row = await repo.platformEntry(db, id);
  if (!row) throw errors.entryNotFound();
  return toEntry(row);
}

/** Only dictionaries a company may extend are edited here; the fixed ones (statuses, kinds) the product's rules read. */
function editable(code: string) {
  const dict = declaration(code);
  if (!dict.editable) throw errors.dictionaryBuiltIn();
  return dict;
}

export async function listPlatformDictionaries(db: Db): Promise<PlatformDictionary[]> {
  const counts = new Map((await repo.platformEntryCounts(db)).map((c) => [c.dictCode, c]));
  return allDictionaries().map((dict) => ({
    code: dict.code,
    name: { cn: dict.name.cn, tw: dict.name.tw },
    editable: dict.editable,
    entryCount: counts.get(dict.code)?.total ?? 0,
    enabledCount: counts.get(dict.code)?.enabled ?? 0,
  }));
}

export async function listPlatformEntries(db: Db, code: string): Promise<PlatformDictEntry[]> {
  declaration(code);
  return (await repo.platformEntries(db, code)).map(toEntry);
}

export async function createPlatformEntry(db: Db, session: Session, input: CreatePlatformEntryInput): Promise<PlatformDictEntry> {
  const dict = editable(input.code);
  const existing = await repo.platformEntryByValue(db, dict.code, input.value);
  if (existing && existing.deletedAt === null) throw errors.entryExists();
  const fields = { labelCn: input.labelCn, labelTw: input.labelTw, sort: input.sort, enabled: input.enabled, updatedBy: session.userId };
  const id = await db.transaction(async (tx) => {
    // A deleted entry of the same value comes back (the unique index keeps deleted rows).
    const saved = existing
      ? (await repo.updatePlatformEntry(tx, existing.id, { ...fields, deletedAt: null }), existing.id)
      : await repo.insertPlatformEntry(tx, { companyId: null, dictCode: dict.code, dictName: dict.name.cn, value: input.value, ...fields, createdBy: session.userId });
    await logOperation(tx, session, { recordKey: 'platform-dictionary', recordId: saved, action: 'create', detail: { code: dict.code, value: input.value } });
    return saved;
  });
  forgetDictionaries();
  return entry(db, id);
}

export async function updatePlatformEntry(db: Db, session: Session, input: UpdatePlatformEntryInput): Promise<PlatformDictEntry> {
  const before = await entry(db, input.id);
  editable(before.dictCode);
  await db.transaction(async (tx) => {
    await repo.updatePlatformEntry(tx, before.id, {
      labelCn: input.labelCn,
      labelTw: input.labelTw,
      sort: input.sort,
      enabled: input.enabled,
      updatedBy: session.userId,
    });
    await logOperation(tx, session, {
      recordKey: 'platform-dictionary',
      recordId: before.id,
      action: 'update',
      detail: { code: before.dictCode, value: before.value, labelCn: input.labelCn, enabled: input.enabled },
    });
  });
  forgetDictionaries();
  return entry(db, before.id);
}

/** Declared entries and entries a company keeps its own row of stay (disable them instead). */
export async function deletePlatformEntry(db: Db, session: Session, id: number): Promise<null> {
  const target = await entry(db, id);
  editable(target.dictCode);
  if (target.declared) throw errors.entryDeclared();
  await db.transaction(async (tx) => {
    const companies = await repo.companyRowCount(tx, target.dictCode, target.value);
    if (companies > 0) throw errors.entryInUse(companies);
    await repo.markPlatformEntryDeleted(tx, target.id, session.userId);
    await logOperation(tx, session, { recordKey: 'platform-dictionary', recordId: target.id, action: 'delete', detail: { code: target.dictCode, value: target.value } });
  });
  forgetDictionaries();
  return null;
}
