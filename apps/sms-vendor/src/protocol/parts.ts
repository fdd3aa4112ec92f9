/**
 * Billed parts of one message (note §5): length = `【sign】` + content as received, every character
 * (Chinese, letter, digit, punctuation of either width) counting 1; up to 70 is one part, beyond that
 * 67 characters a part (160 → 67 + 67 + 26 = 3).
 */
export function messageLength(sign: string, content: string): number {
  return [...`【${sign}】${content}`].length;
}

export function billedParts(length: number): number {
  return length <= 70 ? 1 : Math.ceil(length / 67);
}
