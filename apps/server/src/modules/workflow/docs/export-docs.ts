// Excel export of the document-flow screen's lists: the caller's to-do, done (已办) and in-progress (办理中)
// documents, every page, through the toolkit's audited streamed workbook.
import type { DocBrief, DocListExportQuery, ExportPurpose } from '@pm/contracts';
import type { Db } from '@pm/db';
import { chinaDateTime } from '@pm/domain';
import type { Session } from '../../../http/session';
import { batchesAfter, exportWorkbook, type ExportCell } from '../../records';
import { briefs } from './build-doc-views';
import * as lists from './lists.repo';

const KIND = { normal: '普通公文', internal: '内部公文', report: '报告公文' } as const;
const STATUS = { draft: '草稿', running: '办理中', suspended: '已中止', finished: '已办结', terminated: '已终止' } as const;
const URGENCY = { '1': '普通', '2': '急', '3': '特急' } as const;
const TITLE = { todo: '待办公文', dealt: '已办公文', processing: '办理中公文' } as const;

const DOC_HEADER = ['发文字号', '标题', '类型', '紧急程度', '状态', '流程模板', '当前节点', '发起人', '办结人', '相关房屋', '创建时间', '发文时间', '结束时间'];
const HEADER = {
  todo: [...DOC_HEADER, '待办节点', '收到时间', '原办理人'],
  dealt: [...DOC_HEADER, '最后办理时间'],
  processing: DOC_HEADER,
} as const;

function docCells(b: DocBrief): ExportCell[] {
  return [
    b.docNumber ?? '',
    b.subject,
    KIND[b.kind],
    URGENCY[b.urgency],
    STATUS[b.status],
    b.templateName,
    b.currentNodeName,
    b.starterName,
    b.finisherName,
    b.houseName,
    chinaDateTime(b.createdAt),
    chinaDateTime(b.sentAt),
    chinaDateTime(b.endedAt),
  ];
}

/** The cells of each batch of the list, in HEADER order; every read scoped to the caller and the company. */
async function* listRows(db: Db, s: Session, q: DocListExportQuery): AsyncGenerator<ExportCell[][]> {
  const { companyId, userId } = s;
  if (q.list === 'todo') {
    for await (const batch of batchesAfter((after, n) => lists.todoAfter(db, companyId, userId, q.kind, after, n), (r) => r.taskId)) {
      yield batch.map((r) => [
        ...docCells({
          ...r,
          kind: r.kind as DocBrief['kind'],
          urgency: r.urgency as DocBrief['urgency'],
          status: r.status as DocBrief['status'],
          templateName: r.templateName ?? '',
          currentNodeName: r.currentNodeName ?? '',
          starterName: r.starterName ?? '',
          finisherName: r.finisherName ?? '',
          createdAt: r.createdAt.toISOString(),
          sentAt: r.sentAt?.toISOString() ?? null,
          endedAt: r.endedAt?.toISOString() ?? null,
        }),
        r.nodeName ?? '',
        chinaDateTime(r.receivedAt),
        r.meantForName ?? '',
      ]);
    }
  } else if (q.list === 'dealt') {
    for await (const batch of batchesAfter((after, n) => lists.dealtAfter(db, companyId, userId, q.kind, after, n), (r) => r.doc.id)) {
      const docs = await briefs(db, companyId, batch.map((r) => r.doc));
      yield docs.map((b, i) => [...docCells(b), chinaDateTime(batch[i]!.actedAt)]);
    }
  } else {
    for await (const batch of batchesAfter((after, n) => lists.processingAfter(db, companyId, userId, q.kind, after, n), (r) => r.id)) {
      yield (await briefs(db, companyId, batch)).map(docCells);
    }
  }
}

/** 公文列表导出: one of the caller's lists (by kind when asked) as `<列表>.xlsx`, audited like every export. */
export function exportDocList({ db }: { db: Db }, s: Session, q: DocListExportQuery, purpose: ExportPurpose) {
  return exportWorkbook(db, s, {
    recordKey: `workflow-${q.list}`,
    purpose,
    filters: { list: q.list, ...(q.kind ? { kind: q.kind } : {}) },
    title: q.kind ? `${TITLE[q.list]}（${KIND[q.kind]}）` : TITLE[q.list],
    header: [...HEADER[q.list]],
    rows: listRows(db, s, q),
  });
}
