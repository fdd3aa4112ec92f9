import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { ExportPurpose } from '../records/records.endpoints';
import { DocKind } from './workflow.schemas';
import { reads } from '../core/rights';

// Excel export of the document-flow screen's lists (docs/decisions.md "公文 list export"): the caller's own
// to-do, done (已办) and in-progress (办理中) documents, as the screen lists them, every page.

/** todo 待办, dealt 已办, processing 办理中. */
export const DocListName = z.enum(['todo', 'dealt', 'processing'], { error: '请选择要导出的公文列表' });
export const DocListExportQuery = z.object({ list: DocListName, kind: DocKind.optional() });

export const workflowExportEndpoints = {
  exportList: defineEndpoint({
    method: 'POST',
    path: '/api/comp-workflow-doc/export',
    input: DocListExportQuery.extend(ExportPurpose.shape),
    output: z.null(),
    raw: true,
    auth: 'session',
    rights: reads('oa_flow_send', 'oa_flow_proc', 'oa_flow_my'),
    roles: ['emp', 'sa'],
    summary: '导出本人的公文列表（Excel）：list 为 todo 待办、dealt 已办或 processing 办理中，可按类型',
    tag: 'workflow',
  }),
};

export type DocListName = z.output<typeof DocListName>;
export type DocListExportQuery = z.output<typeof DocListExportQuery>;
