import { notifications } from '@mantine/notifications';
import { useSyncExternalStore } from 'react';
import {
  agentLogin,
  agentLogout,
  agentSipInfo,
  agentState,
  agentWssInfo,
  currentAgent,
  numberPool,
  screenPop,
  updateWorkState,
  writeLoginLog,
} from '@pm/contracts';
import { api } from '../../../api/client';
import { localize } from './localize';
import { Softphone, type SoftphoneBackend, type SoftphoneState } from './softphone';

const backend: SoftphoneBackend = {
  login: (username, password) => api(agentLogin, { username, password }),
  logout: async () => void (await api(agentLogout, {})),
  current: () => api(currentAgent),
  sipInfo: () => api(agentSipInfo),
  wssInfo: () => api(agentWssInfo),
  workState: async (code) => void (await api(updateWorkState, { workState: code })),
  agentState: () => api(agentState),
  numberPool: () => api(numberPool),
  screenPop: (number) => api(screenPop, { number }),
  loginLog: async (kind, content) => void (await api(writeLoginLog, { kind, content })),
};

const COLORS = { success: 'green', error: 'red', info: 'blue' } as const;

let instance: Softphone | null = null;

/** The page's one softphone (module-level, so StrictMode's double mount shares it). */
export function softphone(): Softphone {
  instance ??= new Softphone(backend, (kind, text) =>
    notifications.show({ message: localize(text), color: COLORS[kind], autoClose: kind === 'error' ? 4000 : 3000 }),
  );
  return instance;
}

export function useSoftphone(): SoftphoneState {
  const phone = softphone();
  return useSyncExternalStore(phone.subscribe, phone.getSnapshot, phone.getSnapshot);
}
