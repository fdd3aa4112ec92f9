// A payment notification exactly as WeChat Pay sends it (payments note §1 and §3): the transaction encrypted with
// AEAD_AES_256_GCM under the merchant's APIv3 key (the 16-byte tag after the ciphertext), the envelope signed with
// the platform's private key over `timestamp\nnonce\nbody\n`. What the fake vendor's notifier does, for a bench that
// must send thousands faster than the fake's retry scheduler would.
import { createCipheriv, createSign, randomBytes } from 'node:crypto';

export interface PlatformSigner {
  keyId: string;
  privateKeyPem: string;
}

export interface PaidTransaction {
  mchid: string;
  appid: string;
  out_trade_no: string;
  transaction_id: string;
  /** Fen. */
  total: number;
  success_time: string;
}

export function notificationOf(t: PaidTransaction, apiV3Key: string, platform: PlatformSigner): { headers: Record<string, string>; body: string } {
  const plaintext = JSON.stringify({
    mchid: t.mchid,
    appid: t.appid,
    out_trade_no: t.out_trade_no,
    transaction_id: t.transaction_id,
    trade_type: 'NATIVE',
    trade_state: 'SUCCESS',
    trade_state_desc: '支付成功',
    bank_type: 'OTHERS',
    attach: '',
    success_time: t.success_time,
    payer: { openid: 'oBench' },
    amount: { total: t.total, payer_total: t.total, currency: 'CNY', payer_currency: 'CNY' },
  });
  const nonce = randomBytes(6).toString('hex');
  const associatedData = 'transaction';
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  const body = JSON.stringify({
    id: randomBytes(16).toString('hex'),
    create_time: t.success_time,
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: { original_type: 'transaction', algorithm: 'AEAD_AES_256_GCM', ciphertext: sealed.toString('base64'), associated_data: associatedData, nonce },
  });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signNonce = randomBytes(16).toString('hex');
  const signature = createSign('RSA-SHA256').update(`${timestamp}\n${signNonce}\n${body}\n`).sign(platform.privateKeyPem, 'base64');
  return {
    headers: {
      'content-type': 'application/json',
      'wechatpay-serial': platform.keyId,
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': signNonce,
      'wechatpay-signature': signature,
      'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
    },
    body,
  };
}
