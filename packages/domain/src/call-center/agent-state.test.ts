import { describe, expect, it } from 'vitest';
import {
  AGENT_STATUSES,
  canStartCall,
  nextAgentStatus,
  statusOfWorkState,
  WORK_STATE_CODES,
  workStateOf,
  type AgentEvent,
  type AgentStatus,
} from './agent-state';
import { appendCapped, sipPasswordRefreshDelayMs } from './timers';

describe('agent state machine (spec section 4)', () => {
  it.each<[AgentStatus, AgentEvent, AgentStatus | undefined]>([
    ['Logout', { type: 'registered' }, 'Login'],
    ['Login', { type: 'ready' }, 'Ready'],
    ['Ready', { type: 'notReady' }, 'NotReady'],
    ['Ready', { type: 'incoming' }, 'Ringing'],
    ['Ringing', { type: 'answer' }, 'Established'],
    ['Ringing', { type: 'ended' }, 'Ready'],
    ['Ready', { type: 'dial' }, 'Dialing'],
    ['Dialing', { type: 'accepted' }, 'Established'],
    ['Dialing', { type: 'failed' }, 'AfterCallWork'],
    ['Established', { type: 'mute' }, 'Muting'],
    ['Muting', { type: 'unmute' }, 'Established'],
    ['Muting', { type: 'ended' }, 'AfterCallWork'],
    ['Established', { type: 'ended' }, 'AfterCallWork'],
    ['AfterCallWork', { type: 'afterCallWorkDone', manualReady: false }, 'Ready'],
    ['AfterCallWork', { type: 'afterCallWorkDone', manualReady: true }, 'NotReady'],
    ['Established', { type: 'logout' }, 'Logout'],
    // refused transitions
    ['Established', { type: 'dial' }, undefined],
    ['Dialing', { type: 'incoming' }, undefined],
    ['Ready', { type: 'answer' }, undefined],
    ['Ready', { type: 'mute' }, undefined],
    ['Ready', { type: 'afterCallWorkDone', manualReady: false }, undefined],
  ])('%s + %o → %s', (state, event, expected) => {
    expect(nextAgentStatus(state, event)).toBe(expected);
  });

  it('allows one call at a time', () => {
    expect(canStartCall('Ready')).toBe(true);
    expect(canStartCall('Established')).toBe(false);
    expect(canStartCall('Dialing')).toBe(false);
    expect(canStartCall('Ringing')).toBe(false);
  });
});

describe('work-state codes', () => {
  it('maps every status to one of 0, 1, 2, 3, 5, 6, 7', () => {
    for (const s of AGENT_STATUSES) expect(WORK_STATE_CODES).toContain(workStateOf(s));
    expect(workStateOf('Ready')).toBe(0);
    expect(workStateOf('Ringing')).toBe(1);
    expect(workStateOf('Dialing')).toBe(2);
    expect(workStateOf('Established')).toBe(3);
    expect(workStateOf('NotReady')).toBe(5);
    expect(workStateOf('Login')).toBe(6);
    expect(workStateOf('Logout')).toBe(7);
  });

  it('reads codes back and refuses unknown ones', () => {
    expect(statusOfWorkState(0)).toBe('Ready');
    expect(statusOfWorkState(7)).toBe('Logout');
    expect(statusOfWorkState(4)).toBeUndefined();
  });
});

describe('timers', () => {
  it('refreshes the SIP password at 80 % of its effective time', () => {
    expect(sipPasswordRefreshDelayMs(30 * 60)).toBe(1_440_000);
    expect(sipPasswordRefreshDelayMs(0)).toBe(1);
    expect(sipPasswordRefreshDelayMs(100 * 86_400)).toBe(2_147_483_647);
  });

  it('keeps the newest 500 debug-log entries', () => {
    let list: number[] = [];
    for (let i = 0; i < 510; i++) list = appendCapped(list, i);
    expect(list).toHaveLength(500);
    expect(list[0]).toBe(10);
    expect(list.at(-1)).toBe(509);
  });
});
