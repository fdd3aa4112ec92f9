import type { FastifyInstance } from 'fastify';
import { chinaDateTime } from '../protocol/china-time';
import type { CallbackPush } from '../vendor/callbacks';
import type { CallRecord } from '../vendor/calls';
import type { EinvoiceVendor } from '../vendor/einvoice-vendor';
import { type InvoiceRecord, STATUS_TEXT } from '../vendor/invoices';
import { totals } from '../vendor/lines';
import { CONFIRM_STATE_TEXT, type RedConfirm } from '../vendor/red-confirms';
import { format } from '../protocol/decimal';
import { fileUrls } from '../vendor/views';
import { esc, page, postButton } from '@pm/vendor-kit/html';
import { baseOf, formFields } from './request';

// The fake's page: every call it received and its answer, the invoices (status, number, files), the 红字确认单 with the
// buyer's buttons, every callback with each try. Buttons drive the same functions as the knobs.

const empty = (cols: number) => `<tr><td colspan="${cols}" class="muted">（无）</td></tr>`;

function invoiceRow(r: InvoiceRecord, base: string): string {
  const t = totals(r.order.lines);
  const files = fileUrls(r, base);
  const links = files.pdfUrl
    ? `<a href="${esc(files.pdfUrl)}">PDF</a> <a href="${esc(files.ofdUrl)}">OFD</a> <a href="${esc(files.xmlUrl)}">XML</a>`
    : '';
  const use =
    r.kind === 'blue' && r.status === '2'
      ? r.buyerConfirmedUse
        ? '<div class="muted">购方已用途确认</div>'
        : postButton('/ui/confirm-use', '购方用途确认', { invoiceNumber: r.number ?? '' })
      : '';
  return `<tr><td>${r.seq}</td><td>${r.kind === 'red' ? '<span class="bad">红字</span>' : '蓝字'} ${r.order.invoiceLine}</td><td>${esc(r.seller.name)}</td><td>${esc(r.order.orderNo)}<div class="muted">${esc(r.serialNo)}</div></td>
<td>${esc(r.order.buyer.name)}<div class="muted">${esc(r.order.buyer.taxNum)}</div></td><td>${format(t.net)} / ${format(t.tax)}<div>${format(t.gross)}</div></td>
<td class="${r.status === '2' ? 'ok' : r.status === '22' || r.status === '24' ? 'bad' : ''}">${r.status} ${esc(STATUS_TEXT[r.status])}<div class="muted">${esc(r.failCause)}</div></td>
<td>${esc(r.number ?? '')}${r.blueNumber ? `<div class="muted">原蓝票 ${esc(r.blueNumber)}</div>` : ''}</td><td>${links}${use}</td></tr>`;
}

function confirmRow(c: RedConfirm): string {
  const t = totals(c.lines);
  const buttons =
    c.state === '02'
      ? `${postButton('/ui/red/answer', '购方确认', { billId: c.billId, agree: '1' })} ${postButton('/ui/red/answer', '购方否认', { billId: c.billId, agree: '0' })}`
      : '';
  return `<tr><td>${esc(c.billId)}<div class="muted">${esc(c.billNo)}</div></td><td>${esc(c.blue.number ?? '')}</td><td>${c.partial ? '部分' : '全额'} · 原因 ${esc(c.redReason)}</td>
<td>${format(t.net)} / ${format(t.tax)}</td><td>${c.state} ${esc(CONFIRM_STATE_TEXT[c.state])} ${buttons}</td><td>${esc(c.orderNo)}<div class="muted">${esc(c.redSerialNo)}</div></td></tr>`;
}

function callRow(c: CallRecord): string {
  return `<tr><td>${c.seq}</td><td>${esc(chinaDateTime(c.at))}</td><td>${esc(c.method.replace('nuonuo.OpeMplatform.', ''))}</td><td>${esc(c.userTax)}</td>
<td class="${c.code === 'E0000' || c.code === 'ok' ? 'ok' : 'bad'}">${esc(c.code)}<div class="muted">${esc(c.describe)}</div></td><td><pre style="white-space:pre-wrap;max-width:520px;margin:0">${esc(c.request.slice(0, 600))}</pre></td></tr>`;
}

function callbackRow(p: CallbackPush): string {
  const STATE = { sending: '推送中', retrying: '等待重试', accepted: '已接收', failed: '已放弃' };
  const attempts = p.attempts
    .map(
      (a) =>
        `<div class="${a.ok ? 'ok' : 'bad'}">${esc(a.at.slice(11, 23))} ${esc(a.status ?? a.error)} · ${a.ms} ms ${a.answer ? `· ${esc(a.answer.slice(0, 80))}` : ''}</div>`,
    )
    .join('');
  return `<tr><td>${p.seq}</td><td>${esc(p.operater)} ${esc(p.key)}</td><td>${esc(p.url)}</td><td>${esc(STATE[p.state])}${p.badSignature ? '<div class="bad">签名错误（模拟）</div>' : ''}</td><td>${attempts}</td></tr>`;
}

export function mainPage(vendor: EinvoiceVendor, base: string): string {
  vendor.red.expire();
  const offset = vendor.clock.offset ? `（偏移 ${Math.round(vendor.clock.offset / 1000)} 秒）` : '';
  const sellers = [...vendor.sellers.values()]
    .map((s) => `<tr><td>${esc(s.taxNum)}</td><td>${esc(s.name)}</td><td>${esc(s.singleInvoiceLimit)}</td></tr>`)
    .join('');
  const outage = vendor.outage
    ? `<span class="bad">故障中：HTTP ${vendor.outage.status}</span> ${postButton('/ui/outage/end', '结束故障')}`
    : postButton('/ui/outage', '模拟故障');
  return page(
    '电子发票平台模拟服务',
    `<h1>电子发票平台模拟服务（诺税通式接口 · 数电票）</h1>
<p class="muted">appKey：${esc(vendor.options.appKey)} · 模拟时钟：${esc(chinaDateTime(vendor.clock.now()))}${offset} · 每 5 秒刷新 · JSON：<a href="/__test/state">/__test/state</a></p>
<p>回调地址：${esc(vendor.callbackUrl ?? '未设置')} · ${outage}</p>
<h2>发票</h2><table><tr><th>#</th><th>类型</th><th>销方</th><th>订单号 / 流水号</th><th>购方</th><th>金额 / 税额 / 价税合计</th><th>状态</th><th>发票号码</th><th>文件</th></tr>${
      [...vendor.store.all()]
        .reverse()
        .map((r) => invoiceRow(r, base))
        .join('') || empty(9)
    }</table>
<h2>红字确认单</h2><table><tr><th>申请号 / 编号</th><th>蓝字发票</th><th>冲红</th><th>金额 / 税额</th><th>状态</th><th>红票订单号 / 流水号</th></tr>${[...vendor.confirms.all()].reverse().map(confirmRow).join('') || empty(6)}</table>
<h2>回调</h2><table><tr><th>#</th><th>内容</th><th>地址</th><th>状态</th><th>每次推送与应答</th></tr>${[...vendor.callbacks.list()].reverse().map(callbackRow).join('') || empty(5)}</table>
<h2>接口调用</h2><table><tr><th>#</th><th>时间</th><th>方法</th><th>userTax</th><th>应答</th><th>请求</th></tr>${[...vendor.calls.all()].reverse().slice(0, 200).map(callRow).join('') || empty(6)}</table>
<h2>销方</h2><table><tr><th>税号</th><th>名称</th><th>单张限额（元）</th></tr>${sellers}</table>`,
    true,
  );
}

/** The page and its buttons; a button answers 303 back to the page. */
export function registerPageRoutes(app: FastifyInstance, vendor: EinvoiceVendor): void {
  app.get('/', async (request, reply) =>
    reply.type('text/html; charset=utf-8').send(mainPage(vendor, baseOf(request))),
  );
  app.post('/ui/confirm-use', async (request, reply) => {
    const record = vendor.store.byNumber(formFields(request).invoiceNumber ?? '');
    if (record?.kind === 'blue') record.buyerConfirmedUse = true;
    return reply.redirect('/', 303);
  });
  app.post('/ui/red/answer', async (request, reply) => {
    const f = formFields(request);
    vendor.red.buyerAnswers(f.billId ?? '', f.agree === '1');
    return reply.redirect('/', 303);
  });
  app.post('/ui/outage', async (_request, reply) => {
    vendor.outage = { status: 503, remaining: null };
    return reply.redirect('/', 303);
  });
  app.post('/ui/outage/end', async (_request, reply) => {
    vendor.outage = undefined;
    return reply.redirect('/', 303);
  });
}
