// 业主端: what other modules use (the 消息发送 module follows owners' WeChat follow state).
export { wechatFollowChanged } from './owner-wechat';
export { ownerHouse } from './owner-access';
export { onlineCashierOf } from './owner-pay.repo';
export { ownerAuthenticator } from './owner-sign-in';
