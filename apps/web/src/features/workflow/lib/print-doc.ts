import type { DocDetail } from '@pm/contracts';
import DOMPurify from 'dompurify';
import { chinaDateTime } from '../../../shared/china-date';

type T = (key: string, options?: Record<string, unknown>) => string;

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/**
 * The printable 公文处理单: the document's particulars, its body (sanitised: written by staff) and
 * its flow with every person's decision, opinion and time, then the receivers.
 */
export function docSheetHtml(doc: DocDetail, t: T): string {
  const row = (label: string, value: string) => `<tr><th>${esc(label)}</th><td>${esc(value)}</td></tr>`;
  const tasks = doc.tasks
    .filter((task) => task.state !== 'cancelled')
    .map((task) => {
      const node = doc.nodes[task.node];
      const decision = task.state === 'done' ? (task.node === 0 ? t('events.send') : task.decision ? t(`decision.${task.decision}`) : '') : t('taskState.pending');
      return `<tr><td>${esc(node ? `${node.type}·${node.name}` : '')}</td><td>${esc(task.assigneeName)}</td><td>${esc(decision)}</td><td>${esc(task.opinion ?? '')}</td><td>${esc(chinaDateTime(task.doneAt))}</td></tr>`;
    })
    .join('');
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${esc(t('print.title'))}</title><style>
body{font-family:"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;margin:24px;color:#111}
h1{text-align:center;font-size:22px;margin:0 0 6px}h2{font-size:16px;margin:16px 0 6px}.no{text-align:center;margin:0 0 14px}
table{width:100%;border-collapse:collapse}th,td{border:1px solid #333;padding:6px 8px;font-size:13px;text-align:left;vertical-align:top}
th{width:110px;background:#f3f3f3}.flow th{width:auto}.body{border:1px solid #333;padding:10px;min-height:120px}@page{size:A4;margin:16mm}</style></head><body>
<h1>${esc(t('print.title'))}</h1><p class="no">${esc(doc.docNumber ?? '')}</p>
<table>${row(t('print.subject'), doc.subject)}${row(t('print.kind'), t(`kinds.${doc.kind}`))}${row(t('print.starter'), doc.starterName)}${row(t('print.sentAt'), chinaDateTime(doc.sentAt))}${row(t('print.urgency'), t(`urgency.${doc.urgency}`))}${doc.houseName ? row(t('print.house'), doc.houseName) : ''}</table>
<h2>${esc(t('print.body'))}</h2><div class="body">${DOMPurify.sanitize(doc.body)}</div>
<h2>${esc(t('print.flow'))}</h2><table class="flow"><tr><th>${esc(t('print.node'))}</th><th>${esc(t('print.person'))}</th><th>${esc(t('print.decision'))}</th><th>${esc(t('print.opinion'))}</th><th>${esc(t('print.time'))}</th></tr>${tasks}</table>
${doc.receivers.length ? `<h2>${esc(t('print.receivers'))}</h2><p>${esc(doc.receivers.map((r) => r.name).join('、'))}</p>` : ''}
</body></html>`;
}

/** Prints the sheet from a hidden frame; the page stays as it is. */
export function printDoc(doc: DocDetail, t: T): void {
  document.getElementById('wf-print-frame')?.remove();
  const frame = document.createElement('iframe');
  frame.id = 'wf-print-frame';
  frame.setAttribute('data-testid', 'doc-print-frame');
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0';
  frame.srcdoc = docSheetHtml(doc, t);
  frame.onload = () => frame.contentWindow?.print();
  document.body.appendChild(frame);
}
