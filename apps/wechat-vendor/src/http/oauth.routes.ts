import type { FastifyInstance, FastifyReply } from 'fastify';
import { wechatError } from '../vendor/errors';
import { OAUTH_SCOPES, type OauthScope } from '../vendor/oauth';
import type { WechatVendor } from '../vendor/wechat-vendor';
import { esc, page } from '@pm/vendor-kit/html';
import { formFields, query } from './request';

// 网页授权 (open.weixin.qq.com/connect/oauth2/authorize, then api.weixin.qq.com/sns/oauth2/access_token). The
// authorize page stands for WeChat's own browser: the person says which fake WeChat user they are (or makes one),
// and is sent to redirect_uri with a code, as WeChat does after snsapi_base (silently) or snsapi_userinfo (after
// consent).

interface AuthorizeRequest {
  redirectUri: string;
  scope: OauthScope;
  state: string;
}

/** WeChat's own refusal texts on its error page (code and message), or the request. */
function readAuthorize(
  vendor: WechatVendor,
  q: Record<string, string>,
): AuthorizeRequest | { code: number; message: string } {
  if (!q.appid) return { code: 10012, message: 'appid 参数错误' };
  if (q.appid !== vendor.options.appId) return { code: 10016, message: 'appid 参数错误（不是本公众号的 AppID）' };
  let redirect: URL;
  try {
    redirect = new URL(q.redirect_uri ?? '');
    if (!/^https?:$/.test(redirect.protocol)) throw new Error('protocol');
  } catch {
    return { code: 10003, message: 'redirect_uri 参数错误' };
  }
  const domains = vendor.options.oauthDomains;
  if (domains && !domains.includes(redirect.host)) return { code: 10003, message: 'redirect_uri 域名与后台配置不一致' };
  if (q.response_type !== 'code') return { code: 10011, message: 'response_type 参数错误（应为 code）' };
  if (!q.scope) return { code: 10010, message: 'scope 参数错误' };
  if (!(OAUTH_SCOPES as readonly string[]).includes(q.scope)) return { code: 10011, message: 'scope 参数错误' };
  const state = q.state ?? '';
  // "a-zA-Z0-9 的参数值，最多 128 字节": held strictly here, so the product stays inside what WeChat promises.
  if (!/^[A-Za-z0-9]{0,128}$/.test(state))
    return { code: 10013, message: 'state 参数错误（只能是 a-zA-Z0-9，最多 128 字节）' };
  return { redirectUri: redirect.toString(), scope: q.scope as OauthScope, state };
}

const errorPage = (reply: FastifyReply, e: { code: number; message: string }) =>
  reply
    .code(400)
    .type('text/html; charset=utf-8')
    .send(
      page(
        '微信授权',
        `<h2>Oops! Something went wrong:(</h2><p>${esc(e.message)}</p><p class="muted">错误码：${e.code}</p>`,
      ),
    );

function authorizePage(vendor: WechatVendor, q: Record<string, string>, a: AuthorizeRequest): string {
  const hidden = ['appid', 'redirect_uri', 'response_type', 'scope', 'state']
    .map((k) => `<input type="hidden" name="${k}" value="${esc(q[k] ?? '')}">`)
    .join('');
  const users = vendor.users
    .all()
    .map(
      (u, i) =>
        `<div><label><input type="radio" name="openid" value="${esc(u.openid)}"${i === 0 ? ' checked' : ''}> ${esc(u.nickname)} <span class="muted">${u.following ? '已关注' : '未关注'} · ${esc(u.openid)}</span></label></div>`,
    )
    .join('');
  const consent =
    a.scope === 'snsapi_userinfo'
      ? '<p>该网页申请获取你的昵称、头像。</p>'
      : '<p class="muted">snsapi_base：静默授权，只取得 openid。</p>';
  return page(
    '微信授权',
    `<h2>微信网页授权（模拟）</h2><p class="muted">此页代表微信内置浏览器：选择你是哪一位微信用户。授权后将返回 ${esc(new URL(a.redirectUri).host)}。</p>${consent}
<form method="post" action="/connect/oauth2/authorize" id="pick">${hidden}${users}<p><button name="action" value="pick">以所选用户授权</button></p></form>
<form method="post" action="/connect/oauth2/authorize" id="create">${hidden}<p>新的微信用户：昵称 <input name="nickname" maxlength="20">
<label><input type="checkbox" name="following" value="1"> 已关注公众号</label> <button name="action" value="create">创建并授权</button></p></form>`,
  );
}

export function registerOauthRoutes(app: FastifyInstance, vendor: WechatVendor): void {
  app.get('/connect/oauth2/authorize', async (request, reply) => {
    const q = query(request);
    const read = readAuthorize(vendor, q);
    if ('code' in read) return errorPage(reply, read);
    return reply.type('text/html; charset=utf-8').send(authorizePage(vendor, q, read));
  });

  app.post('/connect/oauth2/authorize', async (request, reply) => {
    const f = formFields(request);
    const read = readAuthorize(vendor, f);
    if ('code' in read) return errorPage(reply, read);
    let openid = f.openid ?? '';
    if (f.action === 'create') {
      const nickname = (f.nickname ?? '').trim().slice(0, 20) || `微信用户${vendor.users.all().length + 1}`;
      openid = vendor.createUser(nickname, f.following === '1').openid;
    }
    if (!vendor.users.get(openid)) return errorPage(reply, { code: 40003, message: '请选择微信用户' });
    return reply.redirect(vendor.oauth.authorize(openid, read.scope, read.redirectUri, read.state), 302);
  });

  app.get('/sns/oauth2/access_token', async (request) => {
    const q = query(request);
    vendor.checkApp(q.appid, q.secret);
    if (q.grant_type !== 'authorization_code') throw wechatError(40002);
    return vendor.oauth.exchange(q.code);
  });
}
