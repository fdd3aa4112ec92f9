import { createHash, randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { chinaDate, chinaDayStart } from '../protocol/time';
import type { Merchant } from '../options';
import type { VendorClock } from './clock';
import { invalidRequest, noAuth, paramError, VendorError } from './errors';
import type { Ledger } from './ledger';
import { type BillRow, type BillType, buildTradeBill } from './trade-bill';

const DAY = 24 * 3600_000;
/** A day's bill can be had from 10:00 the next day (China time). */
const READY_AFTER_MS = DAY + 10 * 3600_000;
/** The API serves bills of the last three months. */
const OLDEST_MS = 92 * DAY;
/** download_url is valid for 30 seconds. */
const DOWNLOAD_TTL_MS = 30_000;

export interface BillRequest {
  bill_date: string;
  bill_type: BillType;
  tar_type?: 'GZIP';
}

export class Bills {
  /** The bill is cut once per merchant and day: refund statuses are as they were then. */
  private readonly snapshots = new Map<string, BillRow[]>();
  private readonly downloads = new Map<string, { mchid: string; file: Buffer; gzip: boolean; issuedAt: number }>();
  private readonly amountOverrides = new Map<string, number>();

  constructor(
    private readonly deps: { ledger: Ledger; clock: VendorClock; merchant: (mchid: string) => Merchant | undefined },
  ) {}

  /** 申请交易账单: the SHA1 of the uncompressed file and a download URL valid 30 s. */
  request(
    merchant: Merchant,
    q: BillRequest,
    baseUrl: string,
  ): { hash_type: 'SHA1'; hash_value: string; download_url: string } {
    const now = this.deps.clock.now();
    const dayStart = chinaDayStart(q.bill_date);
    if (q.bill_date > chinaDate(now)) throw paramError('账单日期不能晚于今天', 'bill_date', 'query');
    if (dayStart < now - OLDEST_MS) throw paramError('只能下载三个月以内的账单', 'bill_date', 'query');
    if (now < dayStart + READY_AFTER_MS) throw new VendorError(400, 'STATEMENT_CREATING', '账单生成中');
    const rows = this.snapshot(merchant, q.bill_date);
    if (rows.length === 0) throw new VendorError(400, 'NO_STATEMENT_EXIST', '请求的账单文件不存在');
    const text = buildTradeBill(rows, q.bill_type);
    const gzip = q.tar_type === 'GZIP';
    const token = randomBytes(30).toString('base64url');
    this.downloads.set(token, {
      mchid: merchant.mchid,
      file: gzip ? gzipSync(text) : Buffer.from(text, 'utf8'),
      gzip,
      issuedAt: this.deps.clock.wall(),
    });
    return {
      hash_type: 'SHA1',
      hash_value: createHash('sha1').update(text, 'utf8').digest('hex'),
      download_url: `${baseUrl}/v3/billdownload/file?token=${token}${gzip ? '&tartype=gzip' : ''}`,
    };
  }

  /** 下载账单: only the merchant that asked, within 30 s. */
  download(merchant: Merchant, token: string): { file: Buffer; gzip: boolean } {
    const d = this.downloads.get(token);
    if (!d || this.deps.clock.wall() > d.issuedAt + DOWNLOAD_TTL_MS)
      throw invalidRequest('下载地址已失效，请重新申请账单');
    if (d.mchid !== merchant.mchid) throw noAuth('权限异常，请使用申请账单的商户下载');
    return { file: d.file, gzip: d.gzip };
  }

  /** Knob: the bill shows another amount for this payment than was paid. */
  overrideAmount(mchid: string, outTradeNo: string, amountFen: number): void {
    this.amountOverrides.set(`${mchid}/${outTradeNo}`, amountFen);
    this.snapshots.clear();
  }

  /** Knobs that change what a bill holds drop the bills cut so far. */
  invalidate(): void {
    this.snapshots.clear();
  }

  reset(): void {
    this.snapshots.clear();
    this.downloads.clear();
    this.amountOverrides.clear();
  }

  private snapshot(merchant: Merchant, billDate: string): BillRow[] {
    const key = `${merchant.mchid}/${billDate}`;
    const kept = this.snapshots.get(key);
    if (kept) return kept;
    const rows = this.rows(merchant, billDate);
    this.snapshots.set(key, rows);
    return rows;
  }

  private rows(merchant: Merchant, billDate: string): BillRow[] {
    const { ledger } = this.deps;
    const onDay = (ms: number | undefined) => ms !== undefined && chinaDate(ms) === billDate;
    const rows: BillRow[] = [];
    for (const o of ledger.allOrders()) {
      if (o.mchid !== merchant.mchid || !o.transactionId || !onDay(o.successAt)) continue;
      rows.push({
        kind: 'payment',
        at: o.successAt ?? 0,
        appid: o.appid,
        mchid: o.mchid,
        transactionId: o.transactionId,
        outTradeNo: o.outTradeNo,
        openid: o.payerOpenid ?? '',
        tradeType: o.tradeType,
        amountFen: this.amountOverrides.get(`${o.mchid}/${o.outTradeNo}`) ?? o.totalFen,
        description: o.description,
        attach: o.attach ?? '',
        feeBasisPoints: merchant.feeBasisPoints,
      });
    }
    for (const r of ledger.allRefunds()) {
      const o = ledger.order(r.mchid, r.outTradeNo);
      if (r.mchid !== merchant.mchid || !o || !onDay(r.createdAt)) continue;
      rows.push({
        kind: 'refund',
        at: r.createdAt,
        appid: o.appid,
        mchid: r.mchid,
        transactionId: r.transactionId,
        outTradeNo: r.outTradeNo,
        openid: o.payerOpenid ?? '',
        tradeType: o.tradeType,
        amountFen: o.totalFen,
        description: o.description,
        attach: o.attach ?? '',
        feeBasisPoints: merchant.feeBasisPoints,
        refundId: r.refundId,
        outRefundNo: r.outRefundNo,
        refundFen: r.refundFen,
        refundStatus: r.status,
        successAt: r.successAt,
      });
    }
    return rows;
  }
}
