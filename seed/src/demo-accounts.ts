export const DEMO_PASSWORD = 'Demo@2026';

export interface DemoAccount {
  username: string;
  description: string;
}

/** The demo users every fresh install has (README lists them too). */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { username: 'emp01', description: '员工，新版导航（menuStyle 1），上海公司' },
  { username: 'emp02', description: '员工，杭州公司（另一家公司）' },
  { username: 'emp03', description: '员工，旧版菜单（menuStyle 0），上海公司' },
  { username: 'sa01', description: '系统管理员（sa）' },
  { username: 'super01', description: '超级管理员（super）' },
  { username: 'root01', description: '平台维护（root）' },
  { username: 'gov01', description: '政府监管（gov）' },
  { username: 'cc01', description: '呼叫中心坐席（客服中心租户，含呼叫中心权限）' },
  { username: 'acc01', description: '会计，上海公司：凭证录入、账簿、报表、固定资产、核算设置' },
  { username: 'acc02', description: '财务主管（上海公司 sa）：凭证审核与登账、结账与反结账、报表与报表公式' },
  { username: 'new01', description: '首次登录须修改密码' },
  { username: 'mgr01', description: '项目经理，上海公司（全部菜单；公文审核与办结）' },
];
