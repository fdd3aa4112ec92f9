import { CALL_CENTER_TIMERS as T } from '@pm/domain';
import { log } from './debug-log';
import type { SoftphoneBackend } from './softphone-backend';
import type { Timers } from './timers';

/** The agent-state poll every 300000 ms while the phone is signed in (spec section 9), whichever line it uses. */
export function startAgentStatePoll(timers: Timers, backend: Pick<SoftphoneBackend, 'agentState'>): void {
  if (timers.has('poll')) return;
  const poll = async () => {
    try {
      const s = await backend.agentState();
      log('info', `坐席状态轮询：${s.workState}`);
    } catch (error) {
      log('warn', `坐席状态轮询失败：${String(error)}`);
    }
    timers.start('poll', T.agentStatePollMs, () => void poll());
  };
  timers.start('poll', T.agentStatePollMs, () => void poll());
}
