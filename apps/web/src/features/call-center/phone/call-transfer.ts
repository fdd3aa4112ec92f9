import type { RTCSession } from 'jssip/lib/RTCSession';
import { log } from './debug-log';
import { MSG } from './messages';
import type { Notice } from './softphone-backend';

/** REFER the call to an agent's extension or an outside number; resolves whether the far end took it. */
export function referCall(session: RTCSession, target: string, domain: string, notice: Notice): Promise<boolean> {
  return new Promise((resolve) => {
    const fail = (why: string) => {
      notice('error', MSG.transferFailed(why));
      log('error', MSG.transferFailed(why));
      resolve(false);
    };
    try {
      session.refer(`sip:${target}@${domain}`, {
        eventHandlers: {
          accepted: () => {
            notice('success', MSG.transferred(target));
            log('info', MSG.transferred(target));
            resolve(true);
          },
          failed: () => fail('对方未接受转接'),
          requestFailed: (e: { cause?: string }) => fail(e.cause ?? '请求失败'),
        },
      });
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error));
    }
  });
}
