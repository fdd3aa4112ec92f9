import { chinaDateTime, chinaDay, chinaDayStart } from '../protocol/china-time';
import { mainlandMobile } from '../protocol/phone';
import type { VendorClock } from './clock';
import { CODES, invalidParameter } from './errors';
import type { MessageLog, SmsRecord } from './messages';
import { type Params, required } from './send-input';
import type { CallContext } from './sends';

/** Records are kept 30 days ([RCPT]). */
const KEPT_DAYS = 30;

export interface SmsSendDetail {
  PhoneNum: string;
  /** 1 等待回执, 2 发送失败, 3 发送成功. */
  SendStatus: 1 | 2 | 3;
  ErrCode: string;
  TemplateCode: string;
  Content: string;
  SendDate: string;
  ReceiveDate: string;
  OutId: string;
}

const STATUS: Record<SmsRecord['delivery']['state'], 1 | 2 | 3> = { none: 1, waiting: 1, failed: 2, delivered: 3 };

/** QuerySendDetails: one number's accepted messages of one China day (SendDate yyyyMMdd), optionally one BizId, paged. */
export function querySendDetails(deps: { clock: VendorClock; log: MessageLog }, ctx: CallContext, p: Params) {
  const phoneText = required(p, 'PhoneNumber');
  const sendDate = required(p, 'SendDate');
  const pageSize = Number(required(p, 'PageSize'));
  const currentPage = Number(required(p, 'CurrentPage'));
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 50) throw invalidParameter('PageSize');
  if (!Number.isInteger(currentPage) || currentPage < 1) throw invalidParameter('CurrentPage');
  const refuse = (c: { code: string; message: string }) => ({
    Code: c.code,
    Message: c.message,
    RequestId: ctx.requestId,
  });
  const phone = mainlandMobile(phoneText);
  if (!phone) return refuse(CODES.mobileIllegal);
  const dayStart = chinaDayStart(sendDate);
  const now = deps.clock.now();
  if (dayStart === undefined || dayStart > now || dayStart < now - KEPT_DAYS * 86_400_000)
    return refuse(CODES.invalidParams);
  const found = deps.log
    .accepted(phone)
    .filter((r) => chinaDay(r.at) === sendDate && (!p.BizId || r.bizId === p.BizId));
  const page = found.slice((currentPage - 1) * pageSize, currentPage * pageSize);
  return {
    Code: 'OK',
    Message: 'OK',
    RequestId: ctx.requestId,
    TotalCount: found.length,
    SmsSendDetailDTOs: { SmsSendDetailDTO: page.map(detail) },
  };
}

function detail(r: SmsRecord): SmsSendDetail {
  return {
    PhoneNum: r.phone ?? r.phoneNumber,
    SendStatus: STATUS[r.delivery.state],
    ErrCode: r.delivery.errCode ?? '',
    TemplateCode: r.templateCode,
    Content: `【${r.signName}】${r.text ?? ''}`,
    SendDate: chinaDateTime(r.at),
    ReceiveDate: r.delivery.receivedAt === undefined ? '' : chinaDateTime(r.delivery.receivedAt),
    OutId: r.outId ?? '',
  };
}
