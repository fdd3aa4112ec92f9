/**
 * A 数电票 number (notes §1): 2 digits of the year, 2 of the province (here the seller's credit code's 行政区划 head),
 * 1 of the issuing channel, 15 of sequence.
 */
export function invoiceNumber(year: string, province: string, channel: string, sequence: bigint): string {
  return `${year}${province}${channel}${sequence.toString().padStart(15, '0').slice(-15)}`;
}

/** The issuing channel digit the fake writes (**chosen**: the notes do not list the channels' digits). */
export const CHANNEL = '2';
