import { z } from 'zod';
import { defineEndpoint, emptyInput } from '../core/endpoint';

export const SiteData = z.object({
  siteName: z.string(),
  logo: z.string(),
  /** 图片管理's home page picture; null: the built-in drawing. */
  heroImage: z.string().nullable(),
  icp: z.string(),
  phone: z.string(),
  pubKey: z.string().describe('RSA 3072 public key, PEM (SPKI), for encrypting the sign-in password'),
  signKey: z
    .string()
    .describe('The sign-in signature key (AUTH_SIGN_KEY); public like pubKey: it proves integrity, not identity'),
  copyright: z.string(),
});
export type SiteData = z.infer<typeof SiteData>;

export const getSite = defineEndpoint({
  method: 'GET',
  path: '/api/site',
  input: emptyInput,
  output: SiteData,
  auth: 'public',
  silent: true,
  summary: '站点信息（名称、标志、备案号、电话、登录公钥与签名密钥）',
  tag: 'site',
});

export const siteEndpoints = { getSite };
