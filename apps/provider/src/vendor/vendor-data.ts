/** The fake vendor's own data: its tenants, agent groups, agents, outside numbers and number pool. */

export interface VendorAgent {
  agentId: string;
  agentName: string;
  /** The agent's extension; also its SIP user. */
  agentDn: string;
  groupId: number;
  tenantId: string;
  /** Agent login (OAuth password grant) credentials. */
  username: string;
  password: string;
}

export interface VendorGroup {
  id: number;
  tenantId: string;
  groupName: string;
}

export const DEMO_TENANT = 'T-ANJU-CC';
export const OAUTH_CLIENT_ID = 'pm-suite';
export const OAUTH_CLIENT_SECRET = 'pm-suite-secret';
/** The terminal source every call carries in the `source` header. */
export const TERMINAL_SOURCE = 'webrtc';
export const SIP_REALM = 'cc.vendor.local';

export const GROUPS: VendorGroup[] = [
  { id: 1, tenantId: DEMO_TENANT, groupName: '客服一组' },
  { id: 2, tenantId: DEMO_TENANT, groupName: '客服二组' },
  { id: 3, tenantId: DEMO_TENANT, groupName: '工程报修组' },
];

export const AGENTS: VendorAgent[] = [
  { agentId: 'A8001', agentName: '王小兰', agentDn: '8001', groupId: 1, tenantId: DEMO_TENANT, username: 'cc8001', password: 'Agent@8001' },
  { agentId: 'A8002', agentName: '李明', agentDn: '8002', groupId: 1, tenantId: DEMO_TENANT, username: 'cc8002', password: 'Agent@8002' },
  { agentId: 'A8003', agentName: '张伟', agentDn: '8003', groupId: 2, tenantId: DEMO_TENANT, username: 'cc8003', password: 'Agent@8003' },
  { agentId: 'A8004', agentName: '陈静', agentDn: '8004', groupId: 3, tenantId: DEMO_TENANT, username: 'cc8004', password: 'Agent@8004' },
];

/** Outside numbers a call may be forwarded to (forward-number page). */
export const FORWARD_NUMBERS = [
  { id: 1, name: '工程值班手机', number: '13816880001' },
  { id: 2, name: '保安监控中心', number: '02150004001' },
  { id: 3, name: '物业经理', number: '13916880002' },
  { id: 4, name: '杭州分公司前台', number: '057186001000' },
];

/** Display numbers of the number pool per tenant (the number the customer sees). */
export const NUMBER_POOL: Record<string, { number: string; areaCode: string }[]> = {
  [DEMO_TENANT]: [
    { number: '02150004000', areaCode: '021' },
    { number: '02150004088', areaCode: '021' },
  ],
};
