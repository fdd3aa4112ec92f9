/**
 * What money received is, for the invoice: a sale of a service or goods (物业费, 停车费, resold water or power), a
 * refundable deposit (押金), a deposit kept (forfeited or turned into payment), or money collected for a utility
 * under an agency agreement (代收代付).
 */
export type ChargeNature = 'sale' | 'deposit' | 'forfeited_deposit' | 'agency';

/**
 * Whether it goes on an invoice of ours (notes §2, G12): a refundable deposit is not a sale (收据 only) until it is
 * kept; 代收代付 meeting the agency conditions is invoiced by the utility, not by us (a handling fee on it is a sale).
 */
export function invoiceable(nature: ChargeNature): boolean {
  return nature === 'sale' || nature === 'forfeited_deposit';
}
