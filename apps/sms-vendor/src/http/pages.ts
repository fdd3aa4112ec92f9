import { esc } from '@pm/vendor-kit/html';
import { chinaDateTime } from '../protocol/china-time';
import type { SmsRecord } from '../vendor/messages';
import type { ReportPush } from '../vendor/reporter';
import type { SmsVendor } from '../vendor/sms-vendor';

// The list page: every message the fake received, what it answered, and every report push.

const STYLE = `body{font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;margin:24px;color:#222}
table{border-collapse:collapse;margin:8px 0 24px;font-size:13px}td,th{border:1px solid #ddd;padding:4px 8px;vertical-align:top;text-align:left}
th{background:#f4f4f4}.muted{color:#777;font-size:12px}.bad{color:#c00}.ok{color:#080}`;

const DELIVERY: Record<SmsRecord['delivery']['state'], string> = {
  none: '—',
  waiting: '等待回执',
  delivered: '用户接收成功',
  failed: '用户接收失败',
};

function deliveryCell(r: SmsRecord): string {
  if (r.code !== 'OK') return '—';
  const d = r.delivery;
  const state = `<span class="${d.state === 'failed' ? 'bad' : d.state === 'delivered' ? 'ok' : ''}">${esc(DELIVERY[d.state])}</span>`;
  const err = d.errCode && d.errCode !== 'DELIVERED' ? ` ${esc(d.errCode)}` : '';
  const lost = d.lost ? '<div class="muted">回执不推送（丢失）</div>' : '';
  const pushes = d.pushes.length ? `<div class="muted">推送 #${d.pushes.join('、#')}</div>` : '';
  return `${state}${err}${lost}${pushes}`;
}

function messageRow(r: SmsRecord): string {
  return `<tr><td>${esc(chinaDateTime(r.at))}</td><td>${esc(r.phone ?? r.phoneNumber)}</td><td>${esc(r.signName)}</td>
<td>${esc(r.templateCode)}<div class="muted">${esc(r.templateType ?? '')}</div></td>
<td>${r.text === undefined ? `<span class="muted">${esc(JSON.stringify(r.params))}</span>` : esc(`【${r.signName}】${r.text}`)}${r.parts ? `<div class="muted">${r.length} 字 · ${r.parts} 条计费</div>` : ''}</td>
<td class="${r.code === 'OK' ? 'ok' : 'bad'}">${esc(r.code)}${r.code === 'OK' ? '' : `<div class="muted">${esc(r.message)}</div>`}</td>
<td>${esc(r.bizId ?? '')}${r.outId ? `<div class="muted">OutId ${esc(r.outId)}</div>` : ''}</td><td>${deliveryCell(r)}</td></tr>`;
}

function pushRow(p: ReportPush): string {
  const attempts = p.attempts
    .map(
      (a) =>
        `<div class="${a.ok ? 'ok' : 'bad'}">${esc(a.at.slice(11, 23))} ${esc(a.status ?? a.error)} · ${a.ms} ms ${a.answer ? `· ${esc(a.answer.slice(0, 80))}` : ''}</div>`,
    )
    .join('');
  const STATUS = { sending: '推送中', retrying: '等待重推', accepted: '已接收', dropped: '已放弃' };
  return `<tr><td>${p.seq}</td><td>${esc(p.url)}</td><td>${p.reports.map((r) => `${esc(r.phone_number)} ${esc(r.biz_id)} ${esc(r.err_code)}`).join('<br>')}</td>
<td>${esc(STATUS[p.status])}</td><td>${attempts}</td></tr>`;
}

/** Rows a page shows: a bulk send of 100,000 would make a page no browser refreshes every 5 s. */
const PAGE_ROWS = 500;

/** The list page (refreshes every 5 s). */
export function listPage(vendor: SmsVendor): string {
  const empty = (cols: number) => `<tr><td colspan="${cols}" class="muted">（无）</td></tr>`;
  const all = vendor.log.all();
  const messages = all.slice(-PAGE_ROWS).reverse().map(messageRow).join('');
  const pushList = vendor.reporter.list();
  const pushes = pushList.slice(-PAGE_ROWS).reverse().map(pushRow).join('');
  const templates = [...vendor.options.templates.values()]
    .map((t) => `<tr><td>${esc(t.code)}</td><td>${esc(t.type)}</td><td>${esc(t.name)}</td><td>${esc(t.text)}</td></tr>`)
    .join('');
  const signs = [...vendor.options.signs.values()].map((s) => `${esc(s.name)}（${esc(s.scene)}）`).join('、');
  const offset = vendor.clock.offset ? `（偏移 ${Math.round(vendor.clock.offset / 1000)} 秒）` : '';
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta http-equiv="refresh" content="5"><title>短信模拟服务</title><style>${STYLE}</style></head><body>
<h1>阿里云短信服务模拟（dysmsapi 2017-05-25）</h1>
<p class="muted">模拟时钟：${esc(chinaDateTime(vendor.clock.now()))}${offset} · 回执推送地址：${esc(vendor.reportUrl ?? '未设置')} · 每 5 秒刷新 · JSON：<a href="/__test/messages">/__test/messages</a></p>
<h2>收到的短信${all.length > PAGE_ROWS ? `<span class="muted">（共 ${all.length} 条，显示最新 ${PAGE_ROWS} 条）</span>` : ''}</h2><table><tr><th>时间</th><th>手机号</th><th>签名</th><th>模板</th><th>内容</th><th>Code</th><th>BizId</th><th>回执</th></tr>${messages || empty(8)}</table>
<h2>回执推送${pushList.length > PAGE_ROWS ? `<span class="muted">（共 ${pushList.length} 次，显示最新 ${PAGE_ROWS} 次）</span>` : ''}</h2><table><tr><th>#</th><th>地址</th><th>回执（号码 BizId 状态）</th><th>状态</th><th>每次推送与应答</th></tr>${pushes || empty(5)}</table>
<h2>签名与模板</h2><p>签名：${signs}</p><table><tr><th>模板 CODE</th><th>类型</th><th>名称</th><th>内容</th></tr>${templates}</table>
</body></html>`;
}
