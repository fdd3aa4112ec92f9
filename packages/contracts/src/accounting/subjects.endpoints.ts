import { defineEndpoint } from '../core/endpoint';
import { ACCOUNTING_ROLES as roles, BOOK_READERS } from './book.endpoints';
import {
  Subject,
  SubjectActiveInput,
  SubjectCreate,
  SubjectTree,
  SubjectTreeQuery,
  SubjectUpdate,
  SubjectValidity,
  SubjectValidQuery,
  TopSubjectQuery,
} from './subjects.schemas';
import { z } from 'zod';
import { writes } from '../core/rights';

const tag = 'accounting';

// 会计科目: the spec's tree, top-subject and subject-valid (POST), and the subject setup.

export const subjectEndpoints = {
  tree: defineEndpoint({
    method: 'POST',
    path: '/api/accounting/tree',
    input: SubjectTreeQuery,
    output: SubjectTree,
    auth: 'session',
    rights: BOOK_READERS,
    roles,
    summary: '科目树：公司的全部科目（按编码排序，含上级、级次、是否末级）',
    tag,
  }),
  topSubject: defineEndpoint({
    method: 'POST',
    path: '/api/accounting/top-subject',
    input: TopSubjectQuery,
    output: z.array(Subject),
    auth: 'session',
    rights: BOOK_READERS,
    roles,
    summary: '一级科目',
    tag,
  }),
  subjectValid: defineEndpoint({
    method: 'POST',
    path: '/api/accounting/subject-valid',
    input: SubjectValidQuery,
    output: SubjectValidity,
    auth: 'session',
    rights: BOOK_READERS,
    roles,
    silent: true,
    summary: '科目能否记账：不存在、其他公司、已停用、非末级',
    tag,
  }),
  createSubject: defineEndpoint({
    method: 'POST',
    path: '/api/accounting/subjects',
    input: SubjectCreate,
    output: Subject,
    auth: 'session',
    rights: writes('accounting_setup-subjects'),
    roles,
    summary: '新增科目（按编码方案确定上级与级次）',
    tag,
  }),
  updateSubject: defineEndpoint({
    method: 'PUT',
    path: '/api/accounting/subjects/:id',
    input: SubjectUpdate,
    output: Subject,
    auth: 'session',
    rights: writes('accounting_setup-subjects'),
    roles,
    summary: '修改科目名称、余额方向与辅助核算',
    tag,
  }),
  setSubjectActive: defineEndpoint({
    method: 'POST',
    path: '/api/accounting/subjects/:id/active',
    input: SubjectActiveInput,
    output: z.array(Subject),
    auth: 'session',
    rights: writes('accounting_setup-subjects'),
    roles,
    summary: '停用或启用科目（连同下级科目）',
    tag,
  }),
};
