import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';

// The demo's company logos (图片管理): drawn here as PNGs, so the seed ships no binary files. The
// seed registers them in `files`; the server writes their bytes to DATA_DIR/files on a demo start.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A round badge: a filled disc with a white ring, anti-aliased, on a transparent ground (RGBA PNG). */
export function badgePng(size: number, [r, g, b]: [number, number, number]): Buffer {
  const rows: Buffer[] = [];
  const centre = (size - 1) / 2;
  const outer = size / 2 - 1;
  const coverage = (d: number, radius: number) => Math.max(0, Math.min(1, radius - d + 0.5));
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      const d = Math.hypot(x - centre, y - centre);
      const ring = coverage(d, outer * 0.62) - coverage(d, outer * 0.48);
      const o = 1 + x * 4;
      row[o] = Math.round(r + (255 - r) * ring);
      row[o + 1] = Math.round(g + (255 - g) * ring);
      row[o + 2] = Math.round(b + (255 - b) * ring);
      row[o + 3] = Math.round(255 * coverage(d, outer));
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface DemoPicture {
  company: string;
  title: string;
  fileName: string;
  storedName: string;
  bytes: Buffer;
}

const picture = (company: string, title: string, colour: [number, number, number]): DemoPicture => {
  const bytes = badgePng(128, colour);
  return {
    company,
    title,
    fileName: `${company.toLowerCase()}-logo.png`,
    storedName: `${createHash('md5').update(bytes).digest('hex')}.png`,
    bytes,
  };
};

export const DEMO_PICTURES: DemoPicture[] = [
  picture('SH', '上海公司标志', [34, 139, 230]),
  picture('HZ', '杭州公司标志', [18, 184, 134]),
];

/** Writes the demo pictures' bytes under DATA_DIR/files where they are missing (idempotent). */
export async function writeDemoFiles(dataDir: string): Promise<void> {
  const dir = join(dataDir, 'files');
  await mkdir(dir, { recursive: true });
  for (const p of DEMO_PICTURES) {
    const path = join(dir, p.storedName);
    if (!existsSync(path)) await writeFile(path, p.bytes);
  }
}
