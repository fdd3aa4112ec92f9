/** Softphone agent states of spec section 4 and the vendor's work-state codes. */
export const AGENT_STATUSES = [
  'Logout',
  'Login',
  'Ready',
  'NotReady',
  'Dialing',
  'Ringing',
  'Established',
  'AfterCallWork',
  'Muting',
] as const;
export type AgentStatus = (typeof AGENT_STATUSES)[number];

/** Server work-state codes: 0 ready, 1 ringing, 2 dialing, 3 established, 5 busy, 6 login, 7 logout. */
export const WorkState = {
  ready: 0,
  ringing: 1,
  dialing: 2,
  established: 3,
  busy: 5,
  login: 6,
  logout: 7,
} as const;
export type WorkStateCode = (typeof WorkState)[keyof typeof WorkState];
export const WORK_STATE_CODES: readonly WorkStateCode[] = [0, 1, 2, 3, 5, 6, 7];

/** The work-state code reported to the vendor for a softphone status. */
export function workStateOf(status: AgentStatus): WorkStateCode {
  switch (status) {
    case 'Ready':
      return WorkState.ready;
    case 'Ringing':
      return WorkState.ringing;
    case 'Dialing':
      return WorkState.dialing;
    case 'Established':
    case 'Muting':
      return WorkState.established;
    case 'Login':
      return WorkState.login;
    case 'Logout':
      return WorkState.logout;
    case 'NotReady':
    case 'AfterCallWork':
      return WorkState.busy;
  }
}

/** The softphone status a vendor work-state code stands for (agent state poll). */
export function statusOfWorkState(code: number): AgentStatus | undefined {
  switch (code) {
    case WorkState.ready:
      return 'Ready';
    case WorkState.ringing:
      return 'Ringing';
    case WorkState.dialing:
      return 'Dialing';
    case WorkState.established:
      return 'Established';
    case WorkState.busy:
      return 'NotReady';
    case WorkState.login:
      return 'Login';
    case WorkState.logout:
      return 'Logout';
    default:
      return undefined;
  }
}

export type AgentEvent =
  | { type: 'registered' }
  | { type: 'ready' }
  | { type: 'notReady' }
  | { type: 'dial' }
  | { type: 'incoming' }
  | { type: 'answer' }
  | { type: 'accepted' }
  | { type: 'failed' }
  | { type: 'ended' }
  | { type: 'mute' }
  | { type: 'unmute' }
  | { type: 'afterCallWorkDone'; manualReady: boolean }
  | { type: 'logout' };

const IN_CALL: readonly AgentStatus[] = ['Established', 'Muting'];
const IDLE: readonly AgentStatus[] = ['Login', 'Ready', 'NotReady'];

/**
 * One transition of the agent state machine; undefined when the event is not allowed in the
 * state (the caller keeps the state). Inbound: Ringing → answer → Established. Outbound:
 * Dialing → accepted → Established, failed → AfterCallWork. A call that ends goes to
 * AfterCallWork, then Ready, or NotReady when 'manual ready' is ticked. An unanswered inbound
 * call goes back to Ready.
 */
export function nextAgentStatus(state: AgentStatus, event: AgentEvent): AgentStatus | undefined {
  switch (event.type) {
    case 'registered':
      return state === 'Logout' ? 'Login' : undefined;
    case 'ready':
      return IDLE.includes(state) || state === 'AfterCallWork' ? 'Ready' : undefined;
    case 'notReady':
      return IDLE.includes(state) || state === 'AfterCallWork' ? 'NotReady' : undefined;
    case 'dial':
      return IDLE.includes(state) || state === 'AfterCallWork' ? 'Dialing' : undefined;
    case 'incoming':
      return IDLE.includes(state) || state === 'AfterCallWork' ? 'Ringing' : undefined;
    case 'answer':
      return state === 'Ringing' ? 'Established' : undefined;
    case 'accepted':
      return state === 'Dialing' ? 'Established' : undefined;
    case 'failed':
      if (state === 'Dialing') return 'AfterCallWork';
      if (state === 'Ringing') return 'Ready';
      return undefined;
    case 'ended':
      if (IN_CALL.includes(state) || state === 'Dialing') return 'AfterCallWork';
      if (state === 'Ringing') return 'Ready';
      return undefined;
    case 'mute':
      return state === 'Established' ? 'Muting' : undefined;
    case 'unmute':
      return state === 'Muting' ? 'Established' : undefined;
    case 'afterCallWorkDone':
      if (state !== 'AfterCallWork') return undefined;
      return event.manualReady ? 'NotReady' : 'Ready';
    case 'logout':
      return 'Logout';
  }
}

/** A call may start only from an idle state (one call at a time). */
export function canStartCall(state: AgentStatus): boolean {
  return IDLE.includes(state) || state === 'AfterCallWork';
}

export function isInCall(state: AgentStatus): boolean {
  return IN_CALL.includes(state) || state === 'Dialing' || state === 'Ringing';
}
