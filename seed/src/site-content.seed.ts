import { schema } from '@pm/db';
import type { SeedContext } from './seed-context';

const DAY_MS = 86_400_000;
/** A moment `days` days before the seed runs, so a fresh install shows a recent history. */
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/**
 * Registration requests as the public site would have stored them, so the system administrator's
 * list has something in each state on a fresh install. Sender addresses are documentation ones.
 */
export const demoRegistrations = (): (typeof schema.registrationRequests.$inferInsert)[] => [
  {
    companyName: '苏州恒信物业服务有限公司',
    contactName: '王建国',
    mobile: '13913570001',
    email: 'wangjg@hengxin-pm.cn',
    estateCount: 12,
    city: '苏州',
    message: '目前用 Excel 收费，希望先了解收费、欠费催缴和收据打印。',
    clientIp: '198.51.100.21',
    createdAt: daysAgo(1),
  },
  {
    companyName: '宁波甬安物业管理有限公司',
    contactName: '李静',
    mobile: '13586420002',
    email: 'lijing@yongan-wy.com',
    estateCount: 5,
    city: '宁波',
    message: '两个写字楼项目，需要公区能耗分摊。',
    status: '已联系',
    note: '已电话沟通，约定下周二线上演示。',
    clientIp: '198.51.100.22',
    createdAt: daysAgo(4),
    handledAt: daysAgo(3),
    handledByName: 'sa01',
  },
  {
    companyName: '合肥庐州城市服务有限公司',
    contactName: '赵明',
    mobile: '18955110003',
    email: 'zhaoming@luzhou-cs.cn',
    estateCount: 28,
    city: '合肥',
    message: '集团下有三家项目公司，想统一会计科目。',
    status: '已开通',
    note: '已开通试用公司与管理员账号，安排上线培训。',
    clientIp: '198.51.100.23',
    createdAt: daysAgo(15),
    handledAt: daysAgo(9),
    handledByName: 'sa01',
  },
  {
    companyName: '测试公司',
    contactName: '张三',
    mobile: '13000000004',
    email: 'test@example.com',
    estateCount: 1,
    city: '上海',
    message: '',
    status: '已拒绝',
    note: '重复提交的测试数据。',
    clientIp: '198.51.100.24',
    createdAt: daysAgo(21),
    handledAt: daysAgo(20),
    handledByName: 'sa01',
  },
];

export async function seedSiteContent(ctx: SeedContext): Promise<void> {
  await ctx.db.insert(schema.registrationRequests).values(demoRegistrations());
}
