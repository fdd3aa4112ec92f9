/** Deterministic data helpers for the demo and scale seeds (same input → same people). */

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const GIVEN = [
  '伟', '芳', '娜', '秀英', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '秀兰', '霞',
  '平', '刚', '桂英', '建华', '文', '华', '红', '建国', '志强', '晓东', '海燕', '雪梅', '国庆', '婷', '欣怡', '子涵', '浩然', '梓萱', '宇轩', '一诺',
  '思远', '佳怡', '俊杰', '雨桐', '博文', '诗涵', '明辉', '丽华', '德明', '玉兰',
];

/** A small PRNG (mulberry32) so seeds are reproducible. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;

export function chineseName(r: () => number): string {
  return pick(r, [...SURNAMES]) + pick(r, GIVEN);
}

/** A valid mobile: 1, then 3-9, then 9 digits. */
export function mobile(r: () => number): string {
  const second = pick(r, ['3', '5', '7', '8', '9']);
  let rest = '';
  for (let i = 0; i < 9; i++) rest += String(Math.floor(r() * 10));
  return `1${second}${rest}`;
}

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

/** An 18-digit resident ID number with a correct GB 11643 check digit; gender 1 male, 2 female. */
export function idNumber(r: () => number, area = '310115', gender: 1 | 2 = 1): string {
  const year = 1950 + Math.floor(r() * 50);
  const month = 1 + Math.floor(r() * 12);
  const day = 1 + Math.floor(r() * 28);
  const seq = 100 + Math.floor(r() * 400) * 2 + (gender === 1 ? 1 : 0);
  const body = `${area}${year}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}${String(seq).slice(0, 3)}`;
  const sum = [...body].reduce((acc, ch, i) => acc + Number(ch) * (WEIGHTS[i] ?? 0), 0);
  return body + (CHECK[sum % 11] ?? '0');
}
