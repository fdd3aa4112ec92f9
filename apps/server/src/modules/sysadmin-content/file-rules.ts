import { FILE_EXTENSIONS, FILE_MAX_BYTES, type FileUploadRule } from '@pm/contracts';
import type { Db, DbOrTx } from '@pm/db';
import { badRequest } from '../../errors/app-error';
import type { Session } from '../../http/session';
import { logOperation } from '../records/index';
import { requireAdmin, requirePlatformAdmin } from './admin-scope';
import * as repo from './file-rules.repo';

const TODAY_MB = FILE_MAX_BYTES / 1024 / 1024;

/** The categories the screen lists before anything is saved; each default is what the upload accepted before 文件配置. */
export const DEFAULT_UPLOAD_RULES: Omit<FileUploadRule, 'saved'>[] = [
  { category: 0, name: '通用附件', extensions: [...FILE_EXTENSIONS], maxMb: TODAY_MB },
  { category: 101, name: '系统消息附件', extensions: [...FILE_EXTENSIONS], maxMb: TODAY_MB },
  { category: 201, name: '图片资源', extensions: ['jpg', 'jpeg', 'png', 'gif', 'webp'], maxMb: TODAY_MB },
];

const GENERAL = 0;

type StoredRule = Awaited<ReturnType<typeof repo.findFileRules>>[number];
const toRule = (row: StoredRule): FileUploadRule => ({
  category: row.category,
  name: row.name,
  extensions: row.extensions.split(',').filter(Boolean),
  maxMb: row.maxMb,
  saved: true,
});

/** Saved rules over the defaults, by category. */
async function allRules(db: DbOrTx): Promise<FileUploadRule[]> {
  const saved = new Map((await repo.findFileRules(db)).map((r) => [r.category, toRule(r)]));
  const defaults = DEFAULT_UPLOAD_RULES.filter((d) => !saved.has(d.category)).map((d) => ({ ...d, saved: false }));
  return [...saved.values(), ...defaults].sort((a, b) => a.category - b.category);
}

/**
 * The rule an upload of `category` must meet: its own, else the general category's (saved or
 * default). Categories nobody configured therefore behave as before.
 */
export async function uploadRuleFor(db: DbOrTx, category: number): Promise<{ extensions: string[]; maxBytes: number }> {
  const rules = await allRules(db);
  const rule = rules.find((r) => r.category === category) ?? rules.find((r) => r.category === GENERAL)!;
  return { extensions: rule.extensions, maxBytes: rule.maxMb * 1024 * 1024 };
}

export function fileRulesService(db: Db) {
  return {
    async list(session: Session): Promise<FileUploadRule[]> {
      requireAdmin(session);
      return allRules(db);
    },

    async save(session: Session, input: { category: number; name: string; extensions: string[]; maxMb: number }): Promise<FileUploadRule> {
      await requirePlatformAdmin(db, session);
      const extensions = [...new Set(input.extensions)];
      if (extensions.some((e) => ['exe', 'bat', 'cmd', 'sh', 'js', 'html', 'htm', 'svg', 'php'].includes(e)))
        throw badRequest('sysadmin.file_rule_unsafe', '不能允许可执行文件或网页文件（exe、bat、cmd、sh、js、html、htm、svg、php）', [
          { path: 'extensions', message: '不能允许可执行文件或网页文件' },
        ]);
      await db.transaction(async (tx) => {
        await repo.upsertFileRule(tx, { category: input.category, name: input.name, extensions: extensions.join(','), maxMb: input.maxMb, updatedBy: session.userId });
        await logOperation(tx, session, { recordKey: 'file-upload-rule', recordId: input.category, action: 'update', detail: { extensions: extensions.join(','), maxMb: input.maxMb } });
      });
      return (await allRules(db)).find((r) => r.category === input.category)!;
    },

    async reset(session: Session, category: number): Promise<FileUploadRule[]> {
      await requirePlatformAdmin(db, session);
      await db.transaction(async (tx) => {
        await repo.deleteFileRule(tx, category);
        await logOperation(tx, session, { recordKey: 'file-upload-rule', recordId: category, action: 'reset', detail: {} });
      });
      return allRules(db);
    },
  };
}
