import type { z } from 'zod';
import type { InvoiceSeller, InvoiceSellerInput, InvoiceTaxItemInput, InvoiceTaxItemRow, InvoiceTaxSetup } from '@pm/contracts';
import type { Db } from '@pm/db';
import { dec, isCreditCode, isVatRate } from '@pm/domain';
import type { Session } from '../../http/session';
import { invoiceErrors } from './invoices.errors';
import * as repo from './tax-setup.repo';

type TaxItem = z.output<typeof InvoiceTaxItemRow>;
type Seller = z.output<typeof InvoiceSeller>;

/** A stored rate (numeric(5,4): "0.0600") as the API answers it: "0.06". */
export const rateText = (rate: string) => dec(rate).toFixed();

function toItem(row: Awaited<ReturnType<typeof repo.taxItems>>[number]): TaxItem {
  return {
    itemId: row.itemId,
    itemName: row.itemName,
    passThrough: row.passThrough,
    taxCode: row.taxCode,
    rate: row.rate === null ? null : rateText(row.rate),
    priceIncludesTax: row.priceIncludesTax ?? true,
    policyFlag: row.policyFlag,
    goodsName: row.goodsName,
  };
}

function toSeller(row: NonNullable<Awaited<ReturnType<typeof repo.sellerOf>>>): Seller {
  return {
    sellerName: row.sellerName,
    sellerTaxId: row.sellerTaxId,
    address: row.address,
    tel: row.tel,
    bankAccount: row.bankAccount,
    clerk: row.clerk,
    mergeMode: row.mergeMode === 'per_item' ? 'per_item' : 'merged',
  };
}

/** 税务设置: the seller and every live charge item of the caller's company with its tax code and rate. */
export async function getTaxSetup({ db }: { db: Db }, s: Session): Promise<z.output<typeof InvoiceTaxSetup>> {
  const [seller, items] = await Promise.all([repo.sellerOf(db, s.companyId), repo.taxItems(db, s.companyId)]);
  return { seller: seller ? toSeller(seller) : null, items: items.map(toItem) };
}

/**
 * An item's 税收分类编码 and rate. The rate must be one a property company's invoices carry (VAT_RATES: 13 / 9 / 6 %,
 * 5 / 3 % simplified, 1.5 %, 1 %, 0); 免税 (03) and 不征税 (04) go with rate 0 and rate 0 needs one of them.
 */
export async function saveTaxItem({ db }: { db: Db }, s: Session, input: z.output<typeof InvoiceTaxItemInput>): Promise<TaxItem> {
  if (!isVatRate(input.rate)) throw invoiceErrors.badRate(input.rate);
  const zero = dec(input.rate).isZero();
  const policy = input.policyFlag ?? null;
  if ((policy === '03' || policy === '04') && !zero) throw invoiceErrors.exemptNeedsZero();
  if (zero && policy !== '03' && policy !== '04') throw invoiceErrors.zeroNeedsPolicy();
  const [item] = await repo.taxItems(db, s.companyId, input.itemId);
  if (!item) throw invoiceErrors.itemNotFound();
  await repo.saveTaxItem(db, {
    companyId: s.companyId,
    itemId: input.itemId,
    taxCode: input.taxCode,
    rate: dec(input.rate).toFixed(4),
    priceIncludesTax: input.priceIncludesTax,
    policyFlag: policy,
    goodsName: input.goodsName?.trim() || null,
    updatedBy: s.userId,
  });
  const [saved] = await repo.taxItems(db, s.companyId, input.itemId);
  return toItem(saved!);
}

/** The company as seller: its tax id must be a 统一社会信用代码 with the right check character (the platform's userTax). */
export async function saveSeller({ db }: { db: Db }, s: Session, input: z.output<typeof InvoiceSellerInput>): Promise<Seller> {
  if (!isCreditCode(input.sellerTaxId)) throw invoiceErrors.sellerTaxId();
  const saved = await repo.saveSeller(db, { companyId: s.companyId, ...input, updatedBy: s.userId });
  return toSeller(saved);
}
