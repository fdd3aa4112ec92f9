/** Callee suffixes that choose a scenario (the rest answer after the scenario's delay), for SIP and the phone SDK alike. */
export const SCENARIO_SUFFIXES = {
  busy: '486',
  decline: '603',
  noAnswer: '480',
  notFound: '404',
  ringForever: '777',
  remoteBye: '888',
  challenge: '407',
} as const;

/** The refusing suffixes: SIP status, reason phrase and the call record's result. */
export const REJECTS: Record<string, [number, string, 'busy' | 'declined' | 'no-answer' | 'not-found']> = {
  [SCENARIO_SUFFIXES.busy]: [486, 'Busy Here', 'busy'],
  [SCENARIO_SUFFIXES.decline]: [603, 'Decline', 'declined'],
  [SCENARIO_SUFFIXES.noAnswer]: [480, 'Temporarily Unavailable', 'no-answer'],
  [SCENARIO_SUFFIXES.notFound]: [404, 'Not Found', 'not-found'],
};

/** A remote-bye call is hung up by the customer this long after it was answered. */
export const REMOTE_BYE_AFTER_MS = 3_000;
