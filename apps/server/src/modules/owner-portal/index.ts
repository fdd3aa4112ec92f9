// 业主端: what other modules use (the 消息发送 module follows owners' WeChat follow state).
export { wechatFollowChanged } from './owner-wechat';
