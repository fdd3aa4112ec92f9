import type { MessageTemplate, MessageTemplateInput, TemplateListQuery } from '@pm/contracts';
import type { Db } from '@pm/db';
import type { z } from 'zod';
import type { Session } from '../../http/session';
import { outboundErrors } from './outbound.errors';
import { checkTemplate, templateLength } from './template-rules';
import * as repo from './templates.repo';

type Template = z.output<typeof MessageTemplate>;

function answer(row: repo.TemplateRow, used: number, updatedByName: string | null, signName: string | undefined): Template {
  return {
    id: row.id,
    purpose: row.purpose as Template['purpose'],
    channel: row.channel as Template['channel'],
    name: row.name,
    vendorCode: row.vendorCode,
    text: row.text,
    variables: row.variables,
    enabled: row.enabled,
    length: templateLength(row.channel, row.text, signName),
    updatedAt: row.updatedAt.toISOString(),
    updatedByName,
    used,
  };
}

export async function listTemplates(db: Db, session: Session, q: z.output<typeof TemplateListQuery>, signName: string | undefined) {
  return (await repo.listTemplates(db, session.companyId, q)).map((r) => answer(r.template, r.used, r.updatedByName, signName));
}

export async function saveTemplate(db: Db, session: Session, input: z.output<typeof MessageTemplateInput>, signName: string | undefined) {
  checkTemplate(input);
  const fields = {
    purpose: input.purpose,
    channel: input.channel,
    name: input.name,
    vendorCode: input.vendorCode,
    text: input.text,
    variables: input.variables,
    enabled: input.enabled,
    updatedBy: session.userId,
    updatedAt: new Date(),
  };
  const row = input.id
    ? await repo.updateTemplate(db, session.companyId, input.id, fields)
    : await repo.insertTemplate(db, { ...fields, companyId: session.companyId, createdBy: session.userId });
  if (!row) throw outboundErrors.noTemplate();
  const [saved] = await repo.listTemplates(db, session.companyId, { id: row.id });
  return answer(saved!.template, saved!.used, saved!.updatedByName, signName);
}

/** A template that sent nothing may go; one that did stays for its messages' sake (停用 instead). */
export async function deleteTemplate(db: Db, session: Session, id: number): Promise<null> {
  await db.transaction(async (tx) => {
    const row = await repo.findTemplate(tx, session.companyId, id);
    if (!row) throw outboundErrors.noTemplate();
    const used = await repo.timesUsed(tx, id);
    if (used > 0) throw outboundErrors.templateUsed(used);
    await repo.deleteTemplate(tx, session.companyId, id);
  });
  return null;
}
