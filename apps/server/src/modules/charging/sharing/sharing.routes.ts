import type { FastifyInstance } from 'fastify';
import { adjustmentEndpoints as e } from '@pm/contracts';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { Sharing } from './keep-sharing-rules';

/** 分摊设置 and its preview. */
export function registerSharingRoutes(app: FastifyInstance, sharing: Sharing) {
  registerEndpoint(app, e.listShareRules, ({ input, session }) => sharing.page(session, input));
  registerEndpoint(app, e.getShareRule, ({ input, session }) => sharing.detail(session, input.id));
  registerEndpoint(app, e.createShareRule, ({ input, session }) => sharing.create(session, input));
  registerEndpoint(app, e.updateShareRule, ({ input, session }) => {
    const { id, ...rule } = input;
    return sharing.update(session, id, rule);
  });
  registerEndpoint(app, e.deleteShareRule, ({ input, session }) => sharing.remove(session, input.id));
  registerEndpoint(app, e.previewShare, ({ input, session }) => sharing.preview(session, input.ruleId, input.period));
}
