import type { FastifyInstance } from 'fastify';
import { menuEndpoints } from '@pm/contracts';
import type { Db } from '@pm/db';
import type { Rights } from './rights-check';
import { registerEndpoint, SerializedEnvelope } from '../../http/register-endpoint';
import type { Session } from '../../http/session';
import { MenuAnswers } from './menu-answers';
import { menuService, type MenuResult } from './menu.service';

export function menuPlugin(db: Db, rights: Rights) {
  const service = menuService(db, rights.functionRoles);
  const answers = new MenuAnswers();

  /**
   * The menu calls answer the navigator state in the envelope's msg (spec 3). The whole envelope
   * is built once per caller, layout and menu stamp, checked by the contract, and kept.
   */
  async function answer<T>(
    layout: 'old' | 'centre',
    session: Session,
    output: { parse: (data: unknown) => T },
    build: (s: Session) => Promise<MenuResult<unknown>>,
  ): Promise<SerializedEnvelope> {
    const key = `${layout}:${session.userId}:${session.companyId}:${session.role}`;
    // The stamp was read with the session, before the menu is built, so a kept answer is never older than its stamp.
    const stamp = session.menuStamp;
    const kept = answers.get(key, stamp);
    if (kept !== undefined) return new SerializedEnvelope(kept);
    const result = await build(session);
    const json = JSON.stringify({ code: 200, msg: String(result.navigatorState), data: output.parse(result.data) });
    answers.set(key, stamp, json);
    return new SerializedEnvelope(json);
  }

  return async (app: FastifyInstance) => {
    registerEndpoint(app, menuEndpoints.getMenu, async ({ session }) =>
      answer('old', session, menuEndpoints.getMenu.output, (s) => service.oldLayout(s)),
    );
    registerEndpoint(app, menuEndpoints.getMenuV2, async ({ session }) =>
      answer('centre', session, menuEndpoints.getMenuV2.output, (s) => service.centreLayout(s)),
    );
    registerEndpoint(app, menuEndpoints.getMenuDocs, async ({ input }) => service.docs(input.menu));
    registerEndpoint(app, menuEndpoints.getSysIntro, async ({ input, session }) => service.sysIntro(input.key, session.menuStamp));
  };
}

