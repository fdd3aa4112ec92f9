import type { FastifyInstance, FastifyReply } from 'fastify';
import type { WechatVendor } from '../vendor/wechat-vendor';
import { wechatError } from '../vendor/errors';
import { jsonBody, query, rawBody } from './request';

// The 公众号 API (api.weixin.qq.com): access tokens, template messages, the account's templates. Answers are
// HTTP 200 JSON; refusals `{errcode, errmsg}` (the app's error handler).

const json = (reply: FastifyReply, text: string) => reply.type('application/json; encoding=utf-8').send(text);

export function registerApiRoutes(app: FastifyInstance, vendor: WechatVendor): void {
  app.get('/cgi-bin/token', async (request) => {
    const q = query(request);
    if (q.grant_type !== 'client_credential') throw wechatError(40002);
    vendor.checkApp(q.appid, q.secret);
    return vendor.tokens.issue();
  });

  app.post('/cgi-bin/stable_token', async (request) => {
    const body = jsonBody(request);
    if (body.grant_type !== 'client_credential') throw wechatError(40002);
    vendor.checkApp(
      typeof body.appid === 'string' ? body.appid : undefined,
      typeof body.secret === 'string' ? body.secret : undefined,
    );
    return vendor.tokens.issueStable(body.force_refresh === true);
  });

  app.post('/cgi-bin/message/template/send', async (request, reply) => {
    vendor.tokens.check(query(request).access_token);
    const { msgid } = vendor.sends.send(rawBody(request));
    // msgid is a 64-bit integer written as a bare JSON number, as WeChat writes it (beyond 2^53).
    return json(reply, `{"errcode":0,"errmsg":"ok","msgid":${msgid}}`);
  });

  app.get('/cgi-bin/template/get_all_private_template', async (request) => {
    vendor.tokens.check(query(request).access_token);
    return {
      template_list: [...vendor.options.templates.values()].map((t) => ({
        template_id: t.templateId,
        title: t.title,
        primary_industry: t.primaryIndustry,
        deputy_industry: t.deputyIndustry,
        content: t.content,
        example: t.example,
      })),
    };
  });
}
