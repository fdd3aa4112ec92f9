import type { FastifyInstance } from 'fastify';
import { chinaDateTime } from '../protocol/china-time';
import type { EventPush } from '../vendor/events';
import type { MessageRecord } from '../vendor/messages';
import { delivered } from '../vendor/views';
import type { WechatVendor } from '../vendor/wechat-vendor';
import { esc, page, postButton } from '@pm/vendor-kit/html';
import { formFields } from './request';

// The fake's page: the users and their follow state, each user's 服务通知 as a phone shows them, every template
// send call and what it answered, every event pushed and the server's answers. Buttons drive the same functions as
// the knobs.

const FINISH: Record<MessageRecord['finish']['state'], string> = {
  none: '—',
  waiting: '发送中',
  success: '已送达',
  'failed:user block': '用户拒收',
  'failed: system failed': '发送失败',
};

function card(r: MessageRecord): string {
  const lines = r.lines.map((l) => `<div><span class="k">${esc(l.label)}：</span>${esc(l.value)}</div>`).join('');
  const more = r.miniprogram
    ? '<div class="more">进入小程序查看 ›</div>'
    : r.url
      ? `<div class="more"><a href="${esc(r.url)}">详情 ›</a></div>`
      : '';
  return `<div class="card"><h4>${esc(r.title)}</h4><div class="muted">${esc(chinaDateTime(r.at))}</div>${lines}${more}</div>`;
}

function userBlock(vendor: WechatVendor, openid: string): string {
  const user = vendor.users.get(openid);
  if (!user) return '';
  const received = vendor.log
    .all()
    .filter((r) => r.touser === openid && delivered(r))
    .reverse();
  const follow = user.following
    ? postButton(`/ui/users/${encodeURIComponent(openid)}/unfollow`, '取消关注')
    : postButton(`/ui/users/${encodeURIComponent(openid)}/follow`, '关注');
  return `<div class="phone"><b>${esc(user.nickname)}</b> <span class="${user.following ? 'ok' : 'bad'}">${user.following ? '已关注' : '未关注'}</span> ${follow}
<div class="muted">${esc(user.openid)}</div><div class="muted">服务通知 ${received.length} 条</div>${received.map(card).join('') || '<div class="card muted">（暂无消息）</div>'}</div>`;
}

function callRow(r: MessageRecord): string {
  const finish =
    r.errcode === 0 && r.repeatOf === undefined
      ? `${esc(FINISH[r.finish.state])}${r.finish.lost ? '<div class="muted">事件不推送（丢失）</div>' : ''}${r.finish.pushes.length ? `<div class="muted">推送 #${r.finish.pushes.join('、#')}</div>` : ''}`
      : r.repeatOf !== undefined
        ? `<span class="muted">重复请求（同 #${r.repeatOf}），未重发</span>`
        : '—';
  return `<tr><td>${r.seq}</td><td>${esc(chinaDateTime(r.at))}</td><td>${esc(r.touser)}</td><td>${esc(r.title ?? r.templateId)}</td>
<td>${r.lines.map((l) => `${esc(l.key)}：${esc(l.value)}`).join('<br>')}</td><td>${esc(r.clientMsgId ?? '')}</td>
<td class="${r.errcode === 0 ? 'ok' : 'bad'}">${r.errcode}<div class="muted">${esc(r.errmsg)}</div></td><td>${esc(r.msgid ?? '')}</td><td>${finish}</td></tr>`;
}

function pushRow(p: EventPush): string {
  const STATE = { sending: '推送中', retrying: '等待重试', accepted: '已接收', failed: '已放弃' };
  const e = p.event;
  const what = e.event === 'TEMPLATESENDJOBFINISH' ? `${e.event} ${esc(e.msgId)} ${esc(e.status)}` : esc(e.event);
  const attempts = p.attempts
    .map(
      (a) =>
        `<div class="${a.ok ? 'ok' : 'bad'}">${esc(a.at.slice(11, 23))} ${esc(a.status ?? a.error)} · ${a.ms} ms ${a.answer ? `· ${esc(a.answer.slice(0, 80))}` : ''}</div>`,
    )
    .join('');
  return `<tr><td>${p.seq}</td><td>${what}</td><td>${esc(e.openid)}</td><td>${esc(STATE[p.state])}${p.badSignature ? '<div class="bad">签名错误（模拟）</div>' : ''}</td><td>${attempts}</td></tr>`;
}

export function mainPage(vendor: WechatVendor): string {
  const empty = (cols: number) => `<tr><td colspan="${cols}" class="muted">（无）</td></tr>`;
  const o = vendor.options;
  const check = vendor.pusher.lastCheck;
  const checkText = check
    ? `<span class="${check.ok ? 'ok' : 'bad'}">${check.ok ? '验证通过' : `验证失败：${esc(check.error ?? `HTTP ${check.status ?? ''} ${check.answer.slice(0, 60)}`)}`}</span>`
    : '';
  const offset = vendor.clock.offset ? `（偏移 ${Math.round(vendor.clock.offset / 1000)} 秒）` : '';
  const templates = [...o.templates.values()]
    .map((t) => `<tr><td>${esc(t.templateId)}</td><td>${esc(t.title)}</td><td><pre>${esc(t.content)}</pre></td></tr>`)
    .join('');
  return page(
    '微信公众号模拟服务',
    `<h1>微信公众号模拟服务（服务号 模板消息 · 网页授权）</h1>
<p class="muted">AppID：${esc(o.appId)} · 原始ID：${esc(o.originalId)} · 模拟时钟：${esc(chinaDateTime(vendor.clock.now()))}${offset} · 每 5 秒刷新 · JSON：<a href="/__test/messages">/__test/messages</a></p>
<p>服务器地址(URL)：${esc(vendor.eventUrl ?? '未设置')} ${postButton('/ui/server-check', '验证服务器')} ${checkText}</p>
<h2>用户与服务通知</h2>${vendor.users
      .all()
      .map((u) => userBlock(vendor, u.openid))
      .join('')}
<form method="post" action="/ui/users">新用户：昵称 <input name="nickname" maxlength="20"> <label><input type="checkbox" name="following" value="1" checked> 关注公众号</label> <button>创建</button></form>
<h2>模板消息接口调用</h2><table><tr><th>#</th><th>时间</th><th>touser</th><th>模板</th><th>内容</th><th>client_msg_id</th><th>errcode</th><th>msgid</th><th>送达</th></tr>${[...vendor.log.all()].reverse().map(callRow).join('') || empty(9)}</table>
<h2>事件推送</h2><table><tr><th>#</th><th>事件</th><th>openid</th><th>状态</th><th>每次推送与应答</th></tr>${[...vendor.pusher.list()].reverse().map(pushRow).join('') || empty(5)}</table>
<h2>我的模板</h2><table><tr><th>template_id</th><th>标题</th><th>内容</th></tr>${templates}</table>`,
    true,
  );
}

/** The page and its buttons; a button answers 303 back to the page. */
export function registerPageRoutes(app: FastifyInstance, vendor: WechatVendor): void {
  app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(mainPage(vendor)));
  app.post<{ Params: { openid: string } }>('/ui/users/:openid/follow', async (request, reply) => {
    vendor.setFollowing(request.params.openid, true);
    return reply.redirect('/', 303);
  });
  app.post<{ Params: { openid: string } }>('/ui/users/:openid/unfollow', async (request, reply) => {
    vendor.setFollowing(request.params.openid, false);
    return reply.redirect('/', 303);
  });
  app.post('/ui/users', async (request, reply) => {
    const f = formFields(request);
    vendor.createUser(
      (f.nickname ?? '').trim().slice(0, 20) || `微信用户${vendor.users.all().length + 1}`,
      f.following === '1',
    );
    return reply.redirect('/', 303);
  });
  app.post('/ui/server-check', async (_request, reply) => {
    await vendor.pusher.checkServer();
    return reply.redirect('/', 303);
  });
}
