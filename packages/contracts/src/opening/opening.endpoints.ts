import { z } from 'zod';
import { SubjectTree } from '../accounting/subjects.schemas';
import { defineEndpoint } from '../core/endpoint';
import { reads, writes } from '../core/rights';
import {
  OpeningCheck,
  OpeningCheckParam,
  OpeningCheckQuery,
  OpeningCommitInput,
  OpeningImport,
  OpeningList,
  OpeningParam,
  OpeningUndoInput,
} from './opening.schemas';

// 期初导入 lives in 资料导入 (common_data-import): going live is a data-import step. Its voucher
// enters 待审核 like every generated voucher, so the books' people still approve it.

const tag = 'opening';
const roles = ['emp', 'sa', 'super'] as const;
const read = reads('common_data-import');
const write = writes('common_data-import');

export const openingEndpoints = {
  openingTemplate: defineEndpoint({
    method: 'GET',
    path: '/api/opening/template',
    input: z.object({}),
    output: z.null(),
    raw: true,
    auth: 'session',
    rights: read,
    roles,
    summary: '期初导入模板（Excel：期初欠费、期初预存、期初押金三个工作表及填写说明）',
    tag,
  }),
  checkOpening: defineEndpoint({
    method: 'POST',
    path: '/api/opening/check',
    input: OpeningCheckQuery,
    output: OpeningCheck,
    auth: 'session',
    rights: write,
    roles,
    summary: '校验期初文件（multipart 字段 file，source=template|hc）：逐行校验，全部通过才暂存并生成预览；不写入账务',
    description:
      '默认等待校验完成：通过返回结果（openingId 为预览），失败返回 400 “导入失败！”及逐行逐列错误。请求头 `Prefer: respond-async` 时立即返回 202 和任务，' +
      '之后轮询 GET /api/opening/check/{jobId}。',
    tag,
  }),
  openingCheckJob: defineEndpoint({
    method: 'GET',
    path: '/api/opening/check/:jobId',
    input: OpeningCheckParam,
    output: OpeningCheck,
    auth: 'session',
    rights: write,
    roles,
    silent: true,
    summary: '期初校验任务的进度与结果',
    tag,
  }),
  openingSubjects: defineEndpoint({
    method: 'GET',
    path: '/api/opening/subjects',
    input: z.object({}),
    output: SubjectTree,
    auth: 'session',
    rights: read,
    roles,
    summary: '期初凭证可选的对方科目：本公司启用的末级科目（资料导入的人不一定有账务权限）',
    tag,
  }),
  listOpenings: defineEndpoint({
    method: 'GET',
    path: '/api/opening',
    input: z.object({}),
    output: OpeningList,
    auth: 'session',
    rights: read,
    roles,
    summary: '本公司的期初导入（新的在前）',
    tag,
  }),
  getOpening: defineEndpoint({
    method: 'GET',
    path: '/api/opening/:id',
    input: OpeningParam,
    output: OpeningImport,
    auth: 'session',
    rights: read,
    roles,
    silent: true,
    summary: '一次期初导入：按楼盘和项目的预览合计、任务进度、期初凭证与账务核对（差额须为零）',
    tag,
  }),
  commitOpening: defineEndpoint({
    method: 'POST',
    path: '/api/opening/:id/commit',
    input: OpeningCommitInput,
    output: OpeningImport,
    auth: 'session',
    rights: write,
    roles,
    summary: '确认导入（后台任务，全部成功或全部不写）：欠费成为已发布的期初应收，预存和押金记入房屋账户，生成期初凭证（待审核）',
    tag,
  }),
  undoOpening: defineEndpoint({
    method: 'POST',
    path: '/api/opening/:id/undo',
    input: OpeningUndoInput,
    output: OpeningImport,
    auth: 'session',
    rights: write,
    roles,
    summary: '撤销整批期初导入（后台任务）：冲销其应收、冲红其余额并红字冲销期初凭证；其任一费用已收款或账户已变动时拒绝',
    tag,
  }),
  discardOpening: defineEndpoint({
    method: 'POST',
    path: '/api/opening/:id/discard',
    input: OpeningParam,
    output: OpeningImport,
    auth: 'session',
    rights: write,
    roles,
    summary: '放弃已校验未导入的期初文件（清除暂存行）',
    tag,
  }),
};
