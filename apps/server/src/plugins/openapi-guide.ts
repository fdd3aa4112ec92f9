import { DEFAULT_AUTH_SIGN_KEY } from '../config';

/**
 * The worked sign-in example of the API guide. Every value is real: `password` is one RSA-OAEP
 * (SHA-256) encryption of 'Demo@2026' (OAEP is randomised, so each encryption differs) and `sign`
 * is the SHA-256 of exactly these strings; a unit test recomputes it.
 */
export const SIGN_IN_EXAMPLE = {
  username: 'emp01',
  plainPassword: 'Demo@2026',
  timestamp: 1767225600,
  nonce: 'k7Qm2x',
  signKey: DEFAULT_AUTH_SIGN_KEY,
  password:
    'L7LIKP5ia/c3sFkHOV79DN8+n3gd4DgfmHFE0ioQ/4/FCjIfYOqgc6M9sC+gChyYqDGNwhSpX9u0uOiTh0TtROzgvrAXHp0UM2QYQVscoAFBVXYcZtDoW6TbrcWybZL9A1Y8XxEnGQ2st2fUKACRhcqynERhY7SqRipKYhvZEVV7vvO+zB9GZYkVsKTpsQTq5V72mPUF8B8p79SwroO1DYUyDHIZhTKEPf8mhp+itWhhQ8olaul6PHOiFHE1Wu+FHVjy49/CBvGQ0I2xOZFzEDWp2f7f5z12Whs2g3iaphZJe9RgtJ8lYTRwMy7JFTkwP3/NGMDGK8InRkcWEwP1lC8iildy+kpEPqcmra6ofkzVBMB7a+5hyy2tgs/CF5tjr8Ac9AHWFw5+DQ1OrtD1ZXL6hIQpT8E/YUqhJrYesKvOIYwRimO6BRo/jb3Qn6TI2zQyHqaWDVZEv9gwXWdJnSshJmKeKVmE64GlXibQUz9kerEntkgWgEqQl1SOQiek',
  sign: 'a116eb75ea644746f1f933c8ba43f86d84e03364680de3113c4755ecb49bcf65',
} as const;

const ex = SIGN_IN_EXAMPLE;

/** The top of the API docs: the envelope and the sign-in protocol, for other systems. */
export const API_GUIDE = `
所有 /api 接口返回 JSON 信封 \`{code, msg, data}\`；\`code: 200\` 为成功。错误另带 \`errorCode\`（稳定的点分代码）、
\`requestId\`，参数错误带 \`details\`（字段路径）。HTTP 状态：400 参数错误，401 未登录或会话失效，403 无权，404 不存在。
业务拒绝为 \`code: 1\`（客户端显示 msg），\`code: 100\` 为静默拒绝。

OpenAPI JSON: \`/api/docs/json\`.

## 登录协议（其他系统照此登录）

1. **取公钥和签名密钥**：\`GET /api/site\`，\`data.pubKey\` 是 3072 位 RSA 公钥（PEM，SPKI），首次启动时生成并保存在数据库，
   多个实例共用同一把；\`data.signKey\` 是该服务器配置的签名密钥 AUTH_SIGN_KEY（第 5 步用）。
2. **加密密码**：用公钥对明文密码（UTF-8）做 RSA-OAEP 加密，OAEP 摘要与 MGF1 均为 SHA-256，结果做 Base64，
   得到 \`password\`。浏览器用 Web Crypto：\`crypto.subtle.importKey('spki', der, {name: 'RSA-OAEP', hash: 'SHA-256'}, false, ['encrypt'])\`
   后 \`crypto.subtle.encrypt({name: 'RSA-OAEP'}, key, new TextEncoder().encode(plain))\`；Node：
   \`publicEncrypt({key: pubKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256'}, Buffer.from(plain))\`。
   不接受 PKCS#1 v1.5。
3. **时间戳**：\`timestamp\` 为当前 Unix 时间的整秒数；与服务器时间相差超过 300 秒的请求被拒绝。
4. **随机串**：\`nonce\` 为 6 个随机字母或数字；同一用户在 600 秒内不能重复使用同一随机串（防重放）。
5. **签名**：\`sign\` = 小写十六进制的 SHA-256( nonce + password（即第 2 步的 Base64 密文，原样） + timestamp（十进制） + username + AUTH_SIGN_KEY )，
   各部分直接相连、没有分隔符。AUTH_SIGN_KEY 取自 \`GET /api/site\` 的 \`data.signKey\`，不要写死在客户端：
   部署时可以改它（默认 \`${DEFAULT_AUTH_SIGN_KEY}\`）。它是公开的，只保证完整性，不证明身份；身份由密码证明。
6. **登录**：\`POST /api/auth\`，JSON 正文 \`{username, password, timestamp, nonce, sign}\`。成功时 \`data.token\` 是会话令牌
   （JWT，HS256，含 issuer、audience、过期时间和 jti），其余字段为用户信息（userId、role、name、accountName、company、
   companyNick、logo、job、menuStyle、hasCallCenter、callCenterLoggedIn、mustChangePassword）。之后每个请求带
   \`Authorization: Bearer <token>\`。
7. **退出**：\`POST /api/logout\`（带令牌）吊销该令牌；此后用它的任何请求都得到 HTTP 401。修改密码会吊销该用户的全部会话。

### 失败时

| 情况 | HTTP | code | msg |
|---|---|---|---|
| 字段缺失或格式错误 | 400 | 400 | 指出字段，例如 \`nonce：随机串必须是6位字母或数字\`，\`details\` 给出字段路径 |
| 时间戳相差超过 300 秒 | 400 | 1 | 登录请求已过期，请检查本机时间后重新登录！ |
| 签名不符 | 400 | 1 | 登录请求签名校验失败，请刷新页面后重试！ |
| 随机串重复（重放） | 400 | 1 | 登录请求重复提交，请重新登录！ |
| 密文无法解密 | 400 | 1 | 密码解密失败，请刷新页面后重试！ |
| 用户名或密码错误 | 400 | 1 | 用户名或密码错误！ |
| 同一用户 15 分钟内失败 5 次，或同一地址失败 20 次 | 429 | 1 | 登录失败次数过多，账号已被锁定，请在15分钟后（HH:mm）重试！ |
| 须先修改密码的用户调用其他接口 | 403 | 1 | 请修改密码！ |
| 无令牌、令牌过期、被篡改或已吊销 | 401 | 401 | 超时中断，请重新登录！ |

锁定与时间戳、签名、随机串的检查都在密码校验（argon2id）之前完成。

### 完整示例

用户 \`${ex.username}\`，明文密码 \`${ex.plainPassword}\`，时间 2026-01-01 00:00:00 UTC：

- \`timestamp\` = \`${ex.timestamp}\`
- \`nonce\` = \`${ex.nonce}\`
- \`password\`（对 \`${ex.plainPassword}\` 的一次 RSA-OAEP 加密；OAEP 带随机填充，每次加密结果都不同）=
  \`${ex.password}\`
- 签名原文 = \`${ex.nonce}\` + password + \`${ex.timestamp}\` + \`${ex.username}\` + \`${ex.signKey}\`（默认签名密钥）
- \`sign\` = \`${ex.sign}\`

请求：

\`\`\`http
POST /api/auth
Content-Type: application/json

{"username":"${ex.username}","password":"${ex.password.slice(0, 24)}…","timestamp":${ex.timestamp},"nonce":"${ex.nonce}","sign":"${ex.sign}"}
\`\`\`

成功应答（节选）：

\`\`\`json
{"code":200,"msg":"success","data":{"token":"eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9…","userId":1,"role":"emp","name":"王晓燕",
 "accountName":"emp01","company":2,"companyNick":"上海安居","logo":"/logo.svg","job":"客服主管","menuStyle":1,
 "hasCallCenter":false,"callCenterLoggedIn":false,"mustChangePassword":false}}
\`\`\`

（示例中的密文由演示环境的公钥加密；对接其他环境时请用该环境 \`/api/site\` 返回的公钥重新加密、用它返回的签名密钥签名，
并使用当前时间戳。）
`;
