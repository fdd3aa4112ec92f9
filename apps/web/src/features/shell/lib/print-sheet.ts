function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** The printable sheet's HTML: a title and label/value rows (values escaped unless marked html). */
export function sheetHtml(title: string, rows: [string, string, 'html'?][]): string {
  const body = rows.map(([label, value, kind]) => `<tr><th>${escapeHtml(label)}</th><td>${kind === 'html' ? value : escapeHtml(value)}</td></tr>`).join('');
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>
body{font-family:"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;margin:24px;color:#111}
h1{text-align:center;font-size:22px;margin:0 0 16px}
table{width:100%;border-collapse:collapse}th,td{border:1px solid #333;padding:8px;font-size:14px;text-align:left;vertical-align:top}
th{width:120px;background:#f3f3f3}@page{size:A4;margin:16mm}</style></head><body><h1>${escapeHtml(title)}</h1><table>${body}</table></body></html>`;
}

/** Prints the sheet from a hidden frame (the page itself stays as it is). */
export function printSheet(title: string, rows: [string, string, 'html'?][]): void {
  document.getElementById('pm-print-frame')?.remove();
  const frame = document.createElement('iframe');
  frame.id = 'pm-print-frame';
  frame.setAttribute('data-testid', 'print-frame');
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0';
  frame.srcdoc = sheetHtml(title, rows);
  frame.onload = () => frame.contentWindow?.print();
  document.body.appendChild(frame);
}
