import { esc } from '@pm/vendor-kit/html';
import { fenToYuan } from '../protocol/money';
import { rfc3339China } from '../protocol/time';
import type { Order } from '../vendor/ledger';
import { TRADE_STATE_DESC } from '../vendor/ledger';
import type { PayVendor } from '../vendor/pay-vendor';

// The fake's two pages: the payer's (one order, 支付 / 取消 / 让它过期) and the list of what it received.

const STYLE = `body{font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;margin:24px;color:#222}
table{border-collapse:collapse;margin:8px 0 24px;font-size:13px}td,th{border:1px solid #ddd;padding:4px 8px;vertical-align:top;text-align:left}
th{background:#f4f4f4}.amount{font-size:32px;font-weight:600;margin:12px 0}.card{max-width:380px;margin:40px auto;padding:24px;border:1px solid #ddd;border-radius:8px}
button{font-size:16px;padding:8px 18px;margin:6px 6px 0 0;border-radius:4px;border:1px solid #999;cursor:pointer}
button.pay{background:#07c160;color:#fff;border-color:#07c160}.muted{color:#777;font-size:12px}.bad{color:#c00}.ok{color:#080}`;

function page(title: string, body: string, refreshSeconds?: number): string {
  const refresh = refreshSeconds ? `<meta http-equiv="refresh" content="${refreshSeconds}">` : '';
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">${refresh}<title>${esc(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

/** The link of an order's payer page on this fake. */
export function payerPath(order: Order): string {
  return order.tradeType === 'NATIVE'
    ? `/payer?pr=${encodeURIComponent(order.payToken)}`
    : `/payer?prepay_id=${encodeURIComponent(order.payToken)}`;
}

/**
 * Where an H5 payer goes back to (WeChat's H5 cashier appends `&redirect_url=` to the h5_url and returns the payer
 * there after paying or cancelling): only an http(s) address, anything else (javascript:…) is ignored.
 */
export function returnUrl(redirect: string | undefined): string | undefined {
  if (!redirect) return undefined;
  try {
    const url = new URL(redirect);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** How long the payer sees the outcome before the page goes back to the merchant (ms). */
export const RETURN_AFTER_MS = 1_000;

/** The payer page: merchant, description, amount, and the payer's three choices; with `redirect`, 返回商户 after 支付 or 取消. */
export function payerPage(vendor: PayVendor, order: Order | undefined, redirect?: string): string {
  if (!order)
    return page(
      '微信支付（模拟）',
      '<div class="card"><h2>微信支付（模拟）</h2><p class="bad">找不到这个支付链接对应的订单。</p></div>',
    );
  const merchant = vendor.merchant(order.mchid);
  const link = order.tradeType === 'NATIVE' ? { pr: order.payToken } : { prepay_id: order.payToken };
  const expire =
    order.timeExpire === undefined ? '' : `<p class="muted">支付截止：${esc(rfc3339China(order.timeExpire))}</p>`;
  const back = returnUrl(redirect);
  const script = `const link=${JSON.stringify(link).replace(/</g, '\\u003c')};const back=${JSON.stringify(back ?? null).replace(/</g, '\\u003c')};
async function act(what){const r=await fetch('/payer/'+what,{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(link)});
const b=await r.json();document.getElementById('msg').textContent=r.ok?({pay:'支付成功',cancel:'已取消支付',expire:'订单已过期'})[what]:b.message;
if(r.ok&&back&&(what==='pay'||what==='cancel')){const a=document.getElementById('back');a.hidden=false;setTimeout(()=>location.assign(back),${RETURN_AFTER_MS});}
else if(r.ok)setTimeout(()=>location.reload(),600);}`;
  return page(
    '微信支付（模拟）',
    `<div class="card"><div class="muted">微信支付（模拟）· ${esc(order.tradeType)}</div>
<h2>${esc(merchant?.name ?? order.mchid)}</h2><div>${esc(order.description)}</div>
<div class="amount">¥${esc(fenToYuan(order.totalFen))}</div>
<p>状态：<b id="state">${esc(TRADE_STATE_DESC[order.state])}</b>（${esc(order.state)}）</p>${expire}
<button class="pay" onclick="act('pay')">支付</button><button onclick="act('cancel')">取消</button><button onclick="act('expire')">让它过期</button>
<p id="msg"></p>${back ? `<p><a id="back" href="${esc(back)}"${order.state === 'NOTPAY' ? ' hidden' : ''}>返回商户</a></p>` : ''}<p class="muted">商户订单号 ${esc(order.outTradeNo)}</p><p class="muted"><a href="/">模拟服务收到的全部请求</a></p></div>
<script>${script}</script>`,
  );
}

function attemptsCell(
  attempts: {
    kind: string;
    at: string;
    status: number | null;
    ms: number;
    ok: boolean;
    error?: string;
    answer: string;
  }[],
): string {
  return attempts
    .map(
      (a) =>
        `<div class="${a.ok ? 'ok' : 'bad'}">${esc(a.at.slice(11, 23))} ${a.kind === 'normal' ? '' : `[${esc(a.kind)}] `}${esc(a.status ?? a.error)} · ${a.ms} ms ${a.answer ? `· ${esc(a.answer.slice(0, 80))}` : ''}</div>`,
    )
    .join('');
}

/** The list page: merchants and keys, orders, notifications with every attempt and answer, refunds. */
export function listPage(vendor: PayVendor): string {
  const { platform } = vendor.options;
  const merchants = vendor
    .allMerchants()
    .map(
      (m) =>
        `<tr><td>${esc(m.mchid)}</td><td>${esc(m.name)}</td><td>${esc(m.serialNo)}</td><td>${esc(m.appids?.join('、') ?? '任意')}</td></tr>`,
    )
    .join('');
  const orders = vendor.ledger
    .allOrders()
    .sort((a, b) => b.createdAt - a.createdAt)
    .map(
      (
        o,
      ) => `<tr><td><a href="${esc(payerPath(o))}">${esc(o.outTradeNo)}</a><div class="muted">${esc(o.mchid)} · ${esc(o.tradeType)}</div></td>
<td>${esc(o.description)}</td><td>${esc(fenToYuan(o.totalFen))}</td><td>${esc(o.state)}</td><td>${esc(o.transactionId ?? '')}</td>
<td>${o.events.map((e) => `<div>${esc(rfc3339China(e.at).slice(0, 19).replace('T', ' '))} ${esc(e.what)}</div>`).join('')}</td></tr>`,
    )
    .join('');
  const notifications = [...vendor.notifier.list()]
    .reverse()
    .map(
      (n) => `<tr><td>${n.seq}</td><td>${esc(n.eventType)}</td><td>${esc(n.subject)}</td><td>${esc(n.url)}</td>
<td>${esc(n.status)}${n.probeAccepted ? '<div class="bad">探测请求被接受：商户未验签！</div>' : ''}</td><td>${attemptsCell(n.attempts)}</td></tr>`,
    )
    .join('');
  const refunds = vendor.ledger
    .allRefunds()
    .sort((a, b) => b.createdAt - a.createdAt)
    .map(
      (
        r,
      ) => `<tr><td>${esc(r.outRefundNo)}<div class="muted">${esc(r.refundId)}</div></td><td>${esc(r.outTradeNo)}</td><td>${esc(fenToYuan(r.refundFen))}</td>
<td>${esc(r.status)}</td><td>${esc(rfc3339China(r.createdAt))}</td><td>${esc(r.successAt === undefined ? '' : rfc3339China(r.successAt))}</td></tr>`,
    )
    .join('');
  const empty = (cols: number) => `<tr><td colspan="${cols}" class="muted">（无）</td></tr>`;
  return page(
    '微信支付模拟服务',
    `<h1>微信支付 APIv3 模拟服务（直连商户）</h1>
<p class="muted">模拟时钟：${esc(rfc3339China(vendor.clock.now()))}${vendor.clock.offset ? `（偏移 ${Math.round(vendor.clock.offset / 1000)} 秒）` : ''} · 平台公钥 ID：${esc(platform.keyId)} · 每 5 秒刷新</p>
<h2>商户</h2><table><tr><th>商户号</th><th>名称</th><th>证书序列号</th><th>AppID</th></tr>${merchants}</table>
<h2>订单</h2><table><tr><th>商户订单号</th><th>商品描述</th><th>金额（元）</th><th>状态</th><th>微信订单号</th><th>经过</th></tr>${orders || empty(6)}</table>
<h2>通知</h2><table><tr><th>#</th><th>事件</th><th>单号</th><th>notify_url</th><th>状态</th><th>每次发送与应答</th></tr>${notifications || empty(6)}</table>
<h2>退款</h2><table><tr><th>商户退款单号</th><th>商户订单号</th><th>金额（元）</th><th>状态</th><th>受理时间</th><th>成功时间</th></tr>${refunds || empty(6)}</table>`,
    5,
  );
}
