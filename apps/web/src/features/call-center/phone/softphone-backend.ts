import type { AgentInfo, ScreenPop } from '@pm/contracts';

/** What the softphone needs from the product server (the call-centre module's endpoints). */
export interface SoftphoneBackend {
  login(username: string, password: string): Promise<AgentInfo>;
  logout(): Promise<void>;
  current(): Promise<AgentInfo | null>;
  sipInfo(): Promise<{ sipUser: string; sipPassword: string; sipDomain: string; effectiveTime: number }>;
  wssInfo(): Promise<{ wssUrl: string; sdkUrl: string; iceServers: { urls: string | string[] }[] }>;
  workState(code: number): Promise<void>;
  agentState(): Promise<{ workState: number }>;
  numberPool(): Promise<{ head: { errorCode: string }; info: { data: { number?: string; areaCode?: string } | null } }>;
  screenPop(number: string): Promise<ScreenPop>;
  loginLog(kind: string, content: string): Promise<void>;
}

export type Notice = (kind: 'success' | 'error' | 'info', text: string) => void;
