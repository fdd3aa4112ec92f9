import { inflateSync } from 'node:zlib';

// The text of a PDF as pdfkit writes it, for tests that read what a person would read: the
// streams are inflated, the embedded font's ToUnicode map turns the glyph codes of each text
// object (BT … ET) back into characters, one line per text object. Enough for pdfkit's output
// (one embedded font, hex-coded TJ/Tj strings); not a general PDF reader.

/** The decoded bytes of every stream of the file (inflated when it is Flate-coded). */
function streams(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  const start = /stream\r?\n/g;
  for (let m = start.exec(raw); m; m = start.exec(raw)) {
    if (raw.slice(Math.max(0, m.index - 3), m.index) === 'end') continue;
    const from = m.index + m[0].length;
    const to = raw.indexOf('endstream', from);
    if (to < 0) break;
    const bytes = pdf.subarray(from, to);
    try {
      out.push(inflateSync(bytes).toString('latin1'));
    } catch {
      out.push(bytes.toString('latin1'));
    }
    start.lastIndex = to;
  }
  return out;
}

const hexCodes = (hex: string, width: number) => (hex.replace(/\s/g, '').match(new RegExp(`.{1,${width}}`, 'g')) ?? []).map((h) => parseInt(h, 16));

/** Glyph code → characters, from the bfrange and bfchar entries of the ToUnicode maps. */
function unicodeMap(cmaps: string[]): Map<number, string> {
  const map = new Map<number, string>();
  const utf16 = (hex: string) => String.fromCharCode(...hexCodes(hex, 4));
  for (const cmap of cmaps) {
    for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
      for (const line of block[1]!.split('\n')) {
        const m = /^\s*<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f]+>)/i.exec(line);
        if (!m) continue;
        const [first, last] = [parseInt(m[1]!, 16), parseInt(m[2]!, 16)];
        if (m[3]!.startsWith('[')) [...m[3]!.matchAll(/<([0-9a-f\s]+)>/gi)].forEach((e, i) => map.set(first + i, utf16(e[1]!)));
        else for (let c = first, to = parseInt(m[3]!.slice(1, -1), 16); c <= last; c++) map.set(c, String.fromCharCode(to + c - first));
      }
    }
    for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
      for (const m of block[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f\s]+)>/gi)) map.set(parseInt(m[1]!, 16), utf16(m[2]!));
    }
  }
  return map;
}

/** The text of the PDF, one line per text object, in the order they are drawn. */
export function pdfText(pdf: Buffer): string {
  const all = streams(pdf);
  const map = unicodeMap(all.filter((s) => s.includes('beginbfrange') || s.includes('beginbfchar')));
  const lines: string[] = [];
  for (const content of all.filter((s) => /\bBT\b/.test(s))) {
    for (const block of content.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
      let line = '';
      for (const s of block[1]!.matchAll(/<([0-9a-f\s]*)>|\(((?:\\.|[^\\)])*)\)/gi)) {
        if (s[1] !== undefined) line += hexCodes(s[1], 4).map((c) => map.get(c) ?? '').join('');
        else line += s[2]!.replace(/\\(.)/g, '$1');
      }
      lines.push(line);
    }
  }
  return lines.join('\n');
}
