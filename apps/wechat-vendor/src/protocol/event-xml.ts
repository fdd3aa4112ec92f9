// The XML WeChat POSTs to the developer's server: one flat <xml> element, text in CDATA, numbers bare.

export type FinishStatus = 'success' | 'failed:user block' | 'failed: system failed';

export type PushedEvent =
  | { event: 'TEMPLATESENDJOBFINISH'; openid: string; msgId: string; status: FinishStatus }
  | { event: 'subscribe' | 'unsubscribe'; openid: string };

const cdata = (text: string) => `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

/** The event as WeChat writes it (`CreateTime` in seconds). */
export function eventXml(e: PushedEvent, toUserName: string, createTime: number): string {
  const fields = [
    `<ToUserName>${cdata(toUserName)}</ToUserName>`,
    `<FromUserName>${cdata(e.openid)}</FromUserName>`,
    `<CreateTime>${createTime}</CreateTime>`,
    `<MsgType>${cdata('event')}</MsgType>`,
    `<Event>${cdata(e.event)}</Event>`,
  ];
  if (e.event === 'TEMPLATESENDJOBFINISH')
    fields.push(`<MsgID>${e.msgId}</MsgID>`, `<Status>${cdata(e.status)}</Status>`);
  if (e.event === 'subscribe') fields.push(`<EventKey>${cdata('')}</EventKey>`);
  return `<xml>${fields.join('')}</xml>`;
}
