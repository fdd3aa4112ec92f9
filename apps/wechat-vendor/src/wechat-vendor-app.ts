import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { registerApiRoutes } from './http/api.routes';
import { registerOauthRoutes } from './http/oauth.routes';
import { registerPageRoutes } from './http/pages';
import { registerTestRoutes } from './http/test.routes';
import { resolveOptions, type ResolvedOptions, type WechatVendorOptions } from './options';
import { WechatError, withRid } from './vendor/errors';
import { WechatVendorKnobs } from './vendor/knobs';
import { WechatVendor } from './vendor/wechat-vendor';

export interface WechatVendorApp {
  app: FastifyInstance;
  vendor: WechatVendor;
  knobs: WechatVendorKnobs;
  resolved: ResolvedOptions;
}

/**
 * The fake WeChat 公众号 platform (api.weixin.qq.com and open.weixin.qq.com in one app, on its own port): access
 * tokens, template messages, events to the developer's server, 网页授权, and a page of what it received.
 */
export function buildWechatVendorApp(options: WechatVendorOptions = {}): WechatVendorApp {
  const resolved = resolveOptions(options);
  const level = resolved.logLevel;
  const app = Fastify({ logger: level === 'silent' ? false : { level } });
  const vendor = new WechatVendor(resolved, (line) => app.log.debug(line));
  const knobs = new WechatVendorKnobs(vendor);

  // Bodies stay raw text: WeChat parses JSON whatever the Content-Type; the pages post forms.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof WechatError)
      return reply.code(error.status).send({ errcode: error.errcode, errmsg: error.errmsg });
    if (error.statusCode !== undefined && error.statusCode < 500)
      return reply.code(error.statusCode).send({ errcode: 47001, errmsg: withRid('data format error') });
    request.log.error(error);
    return reply.code(500).send({ errcode: -1, errmsg: withRid('system error') });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ errcode: -1, errmsg: withRid('not found') }));
  app.addHook('onClose', async () => vendor.close());

  registerPageRoutes(app, vendor);
  registerApiRoutes(app, vendor);
  registerOauthRoutes(app, vendor);
  registerTestRoutes(app, vendor, knobs);
  return { app, vendor, knobs, resolved };
}
