import { SIDES } from '@pm/domain';
import { z } from 'zod';
import { integer } from '../core/integers';
import { maxChars } from '../core/text';
import { Id } from '../charging/charging.schemas';
import { CompanyPick } from './book.schemas';

// 会计科目: the company's subject tree. Category 1-6 (spec §9), direction D 借 / C 贷, auxiliaries
// (辅助核算) estate, house, customer. Only an active leaf takes voucher lines.

export const SubjectDirection = z.enum(SIDES, { error: '余额方向不正确' });
export const AuxDimension = z.enum(['estate', 'house', 'customer'], { error: '辅助核算不正确' });

export const Subject = z.object({
  id: z.number(),
  companyId: z.number(),
  code: z.string(),
  name: z.string(),
  /** 1002 银行存款 / 100201 工商银行 → '银行存款-工商银行'. */
  fullName: z.string(),
  category: z.number().int(),
  categoryName: z.string(),
  direction: SubjectDirection,
  parentId: z.number().nullable(),
  level: z.number().int(),
  aux: z.array(AuxDimension),
  active: z.boolean(),
  leaf: z.boolean(),
});
/**
 * `/api/accounting/tree`: the company's subjects in code order (a parent before its children), each
 * with parentId, level and leaf, so the client nests them (a flat list keeps the OpenAPI schema
 * free of recursion).
 */
export const SubjectTree = z.object({ companyId: z.number(), codeScheme: z.string(), subjects: z.array(Subject) });

export const SubjectTreeQuery = CompanyPick.extend({
  /** Include 停用 subjects (the setup screen); the voucher screen leaves it off. */
  includeInactive: z.boolean().default(false),
  category: integer(z.number().int().min(1).max(6).optional()),
});
export const TopSubjectQuery = CompanyPick.extend({ category: integer(z.number().int().min(1).max(6).optional()) });

/** `/api/accounting/subject-valid`: may a voucher line go to this subject? Give the id or the code. */
export const SubjectValidQuery = CompanyPick.extend({
  subjectId: Id.optional(),
  code: z.string().trim().check(maxChars(20)).optional(),
}).refine((q) => q.subjectId !== undefined || (q.code !== undefined && q.code !== ''), {
  error: '请指定科目',
  path: ['subjectId'],
});
/** unknown: no such subject; other_company: the subject is another company's; inactive: 停用; not_leaf: has children. */
export const SubjectRefusalReason = z.enum(['unknown', 'other_company', 'inactive', 'not_leaf']);
export const SubjectValidity = z.object({
  valid: z.boolean(),
  reason: SubjectRefusalReason.nullable(),
  /** Chinese, null when valid. */
  message: z.string().nullable(),
  subject: Subject.nullable(),
});

const SubjectName = z.string({ error: '请输入科目名称' }).trim().min(1, '请输入科目名称').check(maxChars(60));
const AuxList = z.array(AuxDimension).max(3).default([]);

/** A new subject: the code fixes its parent and level by the book's code scheme (100201 under 1002). */
export const SubjectCreate = z.object({
  code: z
    .string({ error: '请输入科目编码' })
    .trim()
    .regex(/^\d{1,20}$/, { error: '科目编码只能是数字' }),
  name: SubjectName,
  /** Default: the parent's (a level-1 subject needs it). */
  direction: SubjectDirection.optional(),
  /** Level 1 only (children take the parent's). */
  category: integer(z.number().int().min(1, '科目类别为1-6').max(6, '科目类别为1-6').optional()),
  aux: AuxList,
});
export const SubjectUpdate = z.object({
  id: Id,
  name: SubjectName,
  /** Changes only while no line or balance uses the subject. */
  direction: SubjectDirection.optional(),
  aux: AuxList,
});
/** 停用 / 启用 (with the subject's children). */
export const SubjectActiveInput = z.object({ id: Id, active: z.boolean() });

export type SubjectDirection = z.infer<typeof SubjectDirection>;
export type AuxDimension = z.infer<typeof AuxDimension>;
export type Subject = z.infer<typeof Subject>;
export type SubjectTree = z.infer<typeof SubjectTree>;
export type SubjectTreeQuery = z.infer<typeof SubjectTreeQuery>;
export type TopSubjectQuery = z.infer<typeof TopSubjectQuery>;
export type SubjectValidQuery = z.infer<typeof SubjectValidQuery>;
export type SubjectRefusalReason = z.infer<typeof SubjectRefusalReason>;
export type SubjectValidity = z.infer<typeof SubjectValidity>;
export type SubjectCreate = z.infer<typeof SubjectCreate>;
export type SubjectUpdate = z.infer<typeof SubjectUpdate>;
export type SubjectActiveInput = z.infer<typeof SubjectActiveInput>;
