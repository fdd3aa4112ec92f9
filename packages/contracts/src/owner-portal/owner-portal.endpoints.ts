import { z } from 'zod';
import { defineEndpoint, type Role } from '../core/endpoint';
import { emptyInput, okOutput } from '../core/empty-schemas';
import { reads, writes } from '../core/rights';
import {
  BindingApplyInput,
  BindingDecisionInput,
  BindingListInput,
  BindingPage,
  EstateChoice,
  EstateSearchInput,
  HouseChoice,
  HouseChoiceInput,
  HouseIdInput,
  OwnerBills,
  OwnerBinding,
  OwnerMe,
  OwnerOrderInput,
  OwnerPaidInput,
  OwnerPaidPage,
  OwnerPayInput,
  OwnerPayOrder,
  OwnerPayStarted,
  OwnerPrepayInput,
  OwnerReceiptInput,
  OwnerSession,
  OwnerSignInInput,
  SmsCodeInput,
  SmsCodeSent,
  StaffBindingRow,
} from './owner-portal.schemas';
import {
  NoticeIdInput,
  OwnerBallotInput,
  OwnerNotice,
  OwnerPhoto,
  OwnerRequest,
  OwnerVote,
  PhotoInput,
  RateInput,
  RecordRequestInput,
  RequestInput,
  StaffPhotoInput,
  StaffRequestView,
} from './owner-services.schemas';
import { WechatBindFinishInput, WechatBindStarted, WechatBindStartInput } from './owner-wechat.schemas';

// 业主端 (issue 31): an owner signs in with a phone and an SMS code and reaches only the houses the records (or an
// approved binding) give that phone. `auth: 'owner'` endpoints take the owner's token, never a staff one.

const tag = 'owner-portal';
const owner = <I extends z.ZodType, O extends z.ZodType>(method: 'GET' | 'POST' | 'DELETE', path: string, input: I, output: O, summary: string) =>
  defineEndpoint({ method, path: `/api/owner${path}`, input, output, auth: 'owner', summary, tag });

export const ownerPortalEndpoints = {
  sendSmsCode: defineEndpoint({
    method: 'POST',
    path: '/api/owner/sms-codes',
    input: SmsCodeInput,
    output: SmsCodeSent,
    auth: 'public',
    summary: '业主登录：发送短信验证码（每号每分钟1次、每小时5次、每天10次；每个地址每小时30次）',
    tag,
  }),
  signIn: defineEndpoint({
    method: 'POST',
    path: '/api/owner/sessions',
    input: OwnerSignInInput,
    output: OwnerSession,
    auth: 'public',
    summary: '业主登录：手机号与验证码（5分钟有效、只能用一次、错5次作废）换取业主会话',
    tag,
  }),
  signOut: owner('DELETE', '/sessions', emptyInput, okOutput, '业主退出登录（会话作废）'),
  me: owner('GET', '/me', emptyInput, OwnerMe, '业主本人：手机号与可见的房屋'),
  bills: owner('GET', '/houses/:houseId/bills', HouseIdInput, OwnerBills, '房屋欠费：按项目与期间，违约金按收银台同一规则计算到今天'),
  paid: owner('GET', '/houses/:houseId/payments', OwnerPaidInput, OwnerPaidPage, '房屋缴费记录（含收据号）'),
  pay: owner('POST', '/houses/:houseId/pay-orders', OwnerPayInput, OwnerPayStarted, '缴费：所选（或全部）欠费下微信支付 H5 订单'),
  prepay: owner('POST', '/houses/:houseId/prepay-orders', OwnerPrepayInput, OwnerPayStarted, '预交充值：微信支付 H5 订单，到账记入房屋预交款（收据随后）'),
  payOrder: owner('GET', '/pay-orders/:id', OwnerOrderInput, OwnerPayOrder, '支付结果：支付单状态（返回页面时向微信支付查询）、收据'),
  resumePay: owner('POST', '/pay-orders/:id/pay', OwnerOrderInput, z.object({ h5Url: z.string() }), '继续支付：未支付的支付单再次打开微信支付 H5 页面'),
  cancelPayOrder: owner('POST', '/pay-orders/:id/close', OwnerOrderInput, OwnerPayOrder, '取消支付：关闭未支付的支付单（先在微信支付关单），费用可重新选择'),
  receiptPdf: defineEndpoint({ method: 'GET', path: '/api/owner/receipts/:id/pdf', input: OwnerReceiptInput, output: z.null(), raw: true, auth: 'owner', summary: '电子收据（PDF，收银台的版式）', tag }),
  searchEstates: owner('GET', '/estates', EstateSearchInput, z.array(EstateChoice), '认证房屋：按名称找小区'),
  searchHouses: owner('GET', '/estates/:estateId/houses', HouseChoiceInput, z.array(HouseChoice), '认证房屋：按房号找房屋'),
  myBindings: owner('GET', '/bindings', emptyInput, z.array(OwnerBinding), '我的房屋认证申请'),
  applyBinding: owner('POST', '/bindings', BindingApplyInput, OwnerBinding, '申请认证房屋（姓名、证件号码后4位），待物业审核'),
  uploadPhoto: defineEndpoint({
    method: 'POST',
    path: '/api/owner/houses/:houseId/photos',
    input: HouseIdInput,
    output: OwnerPhoto,
    auth: 'owner',
    summary: '报修/投诉照片上传（multipart：file；jpg/png/webp，不超过5MB）',
    tag,
  }),
  createRequest: owner('POST', '/requests', RequestInput, OwnerRequest, '报修或投诉：进入物业的受理登记（报修）或投诉管理（投诉）'),
  myRequests: owner('GET', '/requests', emptyInput, z.array(OwnerRequest), '我的报修与投诉（状态、处理结果、照片）'),
  rateRequest: owner('POST', '/requests/:id/rate', RateInput, OwnerRequest, '评价已办结的报修或投诉（满意度）'),
  requestPhoto: defineEndpoint({ method: 'GET', path: '/api/owner/requests/:id/photos/:photoId', input: PhotoInput, output: z.null(), raw: true, auth: 'owner', summary: '报修/投诉的照片', tag }),
  notices: owner('GET', '/notices', emptyInput, z.array(OwnerNotice), '通知：发给我的房屋的告知公文（含催缴通知）与所在小区的公告'),
  readNotice: owner('POST', '/notices/:id/read', NoticeIdInput, OwnerNotice, '通知已读（回执）'),
  votes: owner('GET', '/votes', emptyInput, z.array(OwnerVote), '我所在小区进行中的表决与选举（以业主身份）'),
  castBallot: owner('POST', '/votes/:id/ballot', OwnerBallotInput, OwnerVote, '投票：表决选同意/反对/弃权，选举勾选候选人；截止前可改'),
  wechatBindStart: owner('POST', '/wechat/authorize', WechatBindStartInput, WechatBindStarted, '绑定微信：微信网页授权地址（state 与本会话绑定，10分钟有效）；未配置公众号答 409'),
  wechatBindFinish: owner('POST', '/wechat/binding', WechatBindFinishInput, OwnerMe, '绑定微信：以微信返回的 code 与 state 完成绑定（code 只能用一次），之后模板消息发到该微信'),
  wechatUnbind: owner('DELETE', '/wechat/binding', emptyInput, OwnerMe, '解除微信绑定（不再收到公众号模板消息）'),
};

// Staff: 客服中心 → 业主认证.
const staffRoles: readonly Role[] = ['emp', 'sa'];
const BINDINGS = 'customer_owner-binding' as const;
const staff = <I extends z.ZodType, O extends z.ZodType>(method: 'GET' | 'POST', path: string, input: I, output: O, summary: string, write: boolean) =>
  defineEndpoint({ method, path: `/api/service/owner-bindings${path}`, input, output, auth: 'session', roles: staffRoles, rights: write ? writes(BINDINGS) : reads(BINDINGS), summary, tag });

export const ownerBindingEndpoints = {
  listBindings: staff('GET', '', BindingListInput, BindingPage, '业主认证：申请列表（与档案是否一致）', false),
  approveBinding: staff('POST', '/:id/approve', BindingDecisionInput, StaffBindingRow, '业主认证：通过', true),
  rejectBinding: staff('POST', '/:id/reject', BindingDecisionInput, StaffBindingRow, '业主认证：驳回（须填原因）', true),
  revokeBinding: staff('POST', '/:id/revoke', BindingDecisionInput, StaffBindingRow, '业主认证：撤销已通过的认证（须填原因）', true),
};

// Staff: what an owner sent with a 受理登记 / 投诉 record (its row action 业主照片).
const REQUEST_READERS = reads('customer_case-accept', 'customer_complaint');
export const ownerRequestStaffEndpoints = {
  recordRequest: defineEndpoint({
    method: 'GET',
    path: '/api/service/owner-requests',
    input: RecordRequestInput,
    output: StaffRequestView.nullable(),
    auth: 'session',
    roles: staffRoles,
    rights: REQUEST_READERS,
    summary: '业主端报事：受理登记或投诉记录的业主照片与评价（非业主端提交的记录答 null）',
    tag,
  }),
  requestPhoto: defineEndpoint({
    method: 'GET',
    path: '/api/service/owner-requests/:requestId/photos/:photoId',
    input: StaffPhotoInput,
    output: z.null(),
    raw: true,
    auth: 'session',
    roles: staffRoles,
    rights: REQUEST_READERS,
    summary: '业主端报事的照片',
    tag,
  }),
};

