import { describe, expect, it } from 'vitest';
import type { OrderAction } from './order-actions';
import { nextState } from './next-state';
import { ORDER_PERMISSIONS } from './order-permissions';
import type { OrderActor, WorkOrder } from './order-types';
import {
  buildOrder,
  dispatcher,
  manager,
  minutes,
  otherOwner,
  outsider,
  owner,
  system,
  TEAM,
  tech,
  tech2,
} from './test-orders';

const held = (overrides: Parameters<typeof buildOrder>[0] = {}) =>
  buildOrder({ state: 'accepted', handler: 11, team: TEAM, acceptedAt: minutes(1).toISOString(), ...overrides });
const onSite = (overrides: Parameters<typeof buildOrder>[0] = {}) =>
  held({ state: 'arrived', arrivedAt: minutes(2).toISOString(), ...overrides });

const cases: [string, WorkOrder, OrderAction, OrderActor, number, string][] = [
  [
    'another technician accepting someone else’s order',
    buildOrder({ state: 'assigned', handler: 11 }),
    { type: 'accept' },
    tech2,
    403,
    '您无权对此工单执行「接单」',
  ],
  [
    'an outsider accepting a team’s order',
    buildOrder({ state: 'assigned', team: TEAM }),
    { type: 'accept' },
    outsider,
    403,
    '您无权对此工单执行「接单」',
  ],
  [
    'a dispatcher finishing a technician’s work',
    onSite(),
    { type: 'finish', photos: 1 },
    dispatcher,
    403,
    '您无权对此工单执行「完工」',
  ],
  [
    'a technician assigning',
    buildOrder(),
    { type: 'assign', to: { staff: 12 } },
    tech,
    403,
    '您无权对此工单执行「派单」',
  ],
  [
    'the system assigning',
    buildOrder(),
    { type: 'assign', to: { staff: 12 } },
    system,
    403,
    '您无权对此工单执行「派单」',
  ],
  [
    'the owner cancelling once it is accepted',
    held(),
    { type: 'cancel', reason: '不修了' },
    owner,
    403,
    '您无权对此工单执行「取消」',
  ],
  [
    'another owner rating',
    buildOrder({ state: 'awaiting_rating' }),
    { type: 'rate', score: 1 },
    otherOwner,
    403,
    '您无权对此工单执行「评价」',
  ],
  [
    'a person marking an order paid',
    buildOrder({ state: 'awaiting_payment' }),
    { type: 'pay', reference: 'X' },
    manager,
    403,
    '您无权对此工单执行「支付」',
  ],
  [
    'a person auto-rating',
    buildOrder({ state: 'awaiting_rating' }),
    { type: 'auto_rate' },
    dispatcher,
    403,
    '您无权对此工单执行「自动评价」',
  ],
  ['抢单 of an order a dispatcher assigns', buildOrder(), { type: 'grab' }, tech, 409, '该工单不在抢单池中'],
  [
    '抢单 from another team’s pool',
    buildOrder({ team: TEAM, settings: { dispatch: 'grab' } }),
    { type: 'grab' },
    outsider,
    403,
    '该工单不属于您的班组',
  ],
  [
    '抢单 with 10 open orders',
    buildOrder({ settings: { dispatch: 'grab' } }),
    { type: 'grab' },
    { ...tech, openOrders: 10 },
    409,
    '手头未完成的工单已达10单，请先处理',
  ],
  [
    '派单 to a technician with 10 open orders',
    buildOrder(),
    { type: 'assign', to: { staff: 12, openOrders: 10 } },
    dispatcher,
    409,
    '该维修人员未完成的工单已达10单',
  ],
  [
    '退单 in 指派 mode',
    held(),
    { type: 'return', reason: '太远' },
    tech,
    409,
    '指派模式的工单不能退单，请联系派单员转派',
  ],
  [
    '退单 without a reason',
    held({ settings: { dispatch: 'grab' } }),
    { type: 'return', reason: '  ' },
    tech,
    400,
    '请填写退单原因',
  ],
  ['转派 without a reason', held(), { type: 'transfer', to: { staff: 12 }, reason: '' }, tech, 400, '请填写转派原因'],
  [
    '转派 to the present handler',
    held(),
    { type: 'transfer', to: { staff: 11 }, reason: '换人' },
    dispatcher,
    400,
    '不能转派给当前处理人',
  ],
  ['取消 without a reason', buildOrder(), { type: 'cancel', reason: '' }, dispatcher, 400, '请填写取消原因'],
  [
    '挂起 for “other” without a note',
    held(),
    { type: 'pause', reason: 'other' },
    tech,
    400,
    '挂起原因为“其他”时请填写说明',
  ],
  ['完工 of a repair without a photo', onSite(), { type: 'finish', photos: 0 }, tech, 400, '完工请至少上传1张照片'],
  [
    '完工 of a paid service without its charge',
    onSite({ kind: 'paid_service' }),
    { type: 'finish', photos: 1 },
    tech,
    400,
    '有偿完工请填写材料和人工费用',
  ],
  [
    '有偿 完工 of a complaint',
    held({ kind: 'complaint' }),
    {
      type: 'finish',
      photos: 0,
      chargeOwner: true,
      lines: [{ name: '人工', kind: 'labour', unitPrice: '50', quantity: '1' }],
    },
    tech,
    400,
    '只有报修和有偿服务可以向业主收费',
  ],
  [
    '有偿 完工 of a repair without lines',
    onSite(),
    { type: 'finish', photos: 1, chargeOwner: true },
    tech,
    400,
    '有偿完工请填写材料和人工费用',
  ],
  [
    '完工 with a price sent as a float',
    onSite(),
    { type: 'finish', photos: 1, lines: [{ name: '水龙头', kind: 'material', unitPrice: 45.5, quantity: '1' }] },
    tech,
    400,
    '水龙头单价不能以浮点数传递，请使用文本',
  ],
  [
    '完工 with a material priced outside its range',
    onSite(),
    {
      type: 'finish',
      photos: 1,
      lines: [
        { name: '水龙头', kind: 'material', unitPrice: '65', quantity: '1', priceRange: { low: '30', high: '60' } },
      ],
    },
    tech,
    400,
    '水龙头单价应在30元至60元之间',
  ],
  [
    '完工 above the quote by more than 10 % without the owner’s confirmation',
    onSite({ kind: 'paid_service', settings: { quoteTotal: '100.00' } }),
    { type: 'finish', photos: 1, lines: [{ name: '人工', kind: 'labour', unitPrice: '110.01', quantity: '1' }] },
    tech,
    409,
    '实际费用超出报价10%，需业主再次确认',
  ],
  [
    '支付 without the payment’s reference',
    buildOrder({ state: 'awaiting_payment' }),
    { type: 'pay', reference: '' },
    system,
    400,
    '缺少支付单号',
  ],
  [
    '评价 of 6 stars',
    buildOrder({ state: 'awaiting_rating' }),
    { type: 'rate', score: 6 },
    owner,
    400,
    '评分应为1到5分的整数',
  ],
  [
    '评价 of 4.5 stars',
    buildOrder({ state: 'awaiting_rating' }),
    { type: 'rate', score: 4.5 },
    owner,
    400,
    '评分应为1到5分的整数',
  ],
  [
    '自动评价 before 48 hours',
    buildOrder({ state: 'awaiting_rating' }),
    { type: 'auto_rate' },
    system,
    409,
    '完工未满48小时，不能自动评价',
  ],
];

describe('refusals name the reason in Chinese with the API status', () => {
  it.each(cases)('refuses %s', (_name, order, action, actor, status, message) => {
    const result = nextState(order, action, actor, minutes(47 * 60));
    expect(result.ok ? 'accepted' : { status: result.refusal.status, message: result.refusal.message }).toEqual({
      status,
      message,
    });
  });

  it('refuses a step dated before the order’s last one', () => {
    const result = nextState(
      buildOrder({ stateSince: minutes(30).toISOString() }),
      { type: 'cancel', reason: 'x' },
      dispatcher,
      minutes(29),
    );
    expect(!result.ok && result.refusal.code).toBe('workorders.time_before_last_step');
  });

  it('accepts 完工 above the quote once the owner has confirmed it again, and exactly 10 % above without', () => {
    const order = onSite({ kind: 'paid_service', settings: { quoteTotal: '100.00' } });
    const line = (price: string) => [{ name: '人工', kind: 'labour' as const, unitPrice: price, quantity: '1' }];
    expect(
      nextState(order, { type: 'finish', photos: 1, lines: line('150'), ownerConfirmed: true }, tech, minutes(5)).ok,
    ).toBe(true);
    expect(nextState(order, { type: 'finish', photos: 1, lines: line('110.00') }, tech, minutes(5)).ok).toBe(true);
  });

  it('leaves the order it was given untouched, refused or not', () => {
    const order = held({ settings: { dispatch: 'grab' } });
    const copy = structuredClone(order);
    nextState(order, { type: 'pause', reason: 'owner_absent' }, tech, minutes(5));
    nextState(order, { type: 'finish', photos: 1 }, tech, minutes(5));
    expect(order).toEqual(copy);
  });
});

describe('who may do what is data', () => {
  it('names a capacity for every action, and only the system pays and auto-rates', () => {
    for (const rules of Object.values(ORDER_PERMISSIONS)) expect(rules.length).toBeGreaterThan(0);
    expect(ORDER_PERMISSIONS.pay).toEqual([{ permit: 'system' }]);
    expect(ORDER_PERMISSIONS.auto_rate).toEqual([{ permit: 'system' }]);
  });

  it('records the first capacity that holds: a manager who is also the handler finishes as handler', () => {
    const both: OrderActor = { kind: 'staff', id: 11, roles: ['technician', 'manager'] };
    const result = nextState(onSite(), { type: 'pause', reason: 'owner_absent' }, both, minutes(5));
    expect(result.ok && result.event.as).toBe('handler');
    const byManager = nextState(onSite(), { type: 'pause', reason: 'owner_absent' }, manager, minutes(5));
    expect(byManager.ok && byManager.event.as).toBe('manager');
  });

  it('lets the owner cancel while nobody has accepted yet', () => {
    const result = nextState(
      buildOrder({ state: 'assigned', handler: 11 }),
      { type: 'cancel', reason: '已自行修好' },
      owner,
      minutes(5),
    );
    expect(result.ok && result.event).toMatchObject({
      to: 'cancelled',
      as: 'owner',
      actor: { kind: 'owner', id: 501 },
    });
  });
});
