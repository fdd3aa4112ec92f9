// Shared pieces of the fake vendors' Chinese pages (what each received, the payer and test pages).

export const esc = (text: string | number | null | undefined) =>
  String(text ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const STYLE = `body{font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;margin:24px;color:#222}
table{border-collapse:collapse;margin:8px 0 24px;font-size:13px}td,th{border:1px solid #ddd;padding:4px 8px;vertical-align:top;text-align:left}
th{background:#f4f4f4}.muted{color:#777;font-size:12px}.bad{color:#c00}.ok{color:#080}
.phone{display:inline-block;vertical-align:top;width:300px;margin:0 16px 16px 0;background:#ededed;border-radius:12px;padding:10px}
.card{background:#fff;border-radius:8px;padding:12px;margin:8px 0;font-size:14px}.card h4{margin:0 0 6px;font-size:16px}
.card .k{color:#888}.card .more{border-top:1px solid #eee;margin-top:8px;padding-top:6px;font-size:13px;color:#576b95}
form.inline{display:inline}button{cursor:pointer}`;

export function page(title: string, body: string, refresh = false): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
${refresh ? '<meta http-equiv="refresh" content="5">' : ''}<title>${esc(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

/** A button that POSTs a form to `action` (the page's own routes answer with a redirect back). */
export const postButton = (action: string, label: string, fields: Record<string, string> = {}) =>
  `<form class="inline" method="post" action="${esc(action)}">${Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
    .join('')}<button>${esc(label)}</button></form>`;
