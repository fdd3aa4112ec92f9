/**
 * Phone attribution: area code and place of a number. Landlines by their area code (Chinese
 * national area codes, 3 digits for the big cities, 4 for the others); mobiles by their first
 * seven digits (the H segment), from a table of segments per city.
 */

export const AREA_CODES: Record<string, string> = {
  '010': '北京',
  '020': '广东 广州',
  '021': '上海',
  '022': '天津',
  '023': '重庆',
  '024': '辽宁 沈阳',
  '025': '江苏 南京',
  '027': '湖北 武汉',
  '028': '四川 成都',
  '029': '陕西 西安',
  '0311': '河北 石家庄',
  '0371': '河南 郑州',
  '0431': '吉林 长春',
  '0451': '黑龙江 哈尔滨',
  '0512': '江苏 苏州',
  '0531': '山东 济南',
  '0532': '山东 青岛',
  '0551': '安徽 合肥',
  '0571': '浙江 杭州',
  '0574': '浙江 宁波',
  '0591': '福建 福州',
  '0592': '福建 厦门',
  '0731': '湖南 长沙',
  '0755': '广东 深圳',
  '0757': '广东 佛山',
  '0769': '广东 东莞',
  '0791': '江西 南昌',
  '0851': '贵州 贵阳',
  '0871': '云南 昆明',
  '0898': '海南 海口',
};

/** Mobile H segments (first 7 digits, as ranges of the 4 digits after the 3-digit network prefix). */
const MOBILE_SEGMENTS: { prefixes: string[]; from: number; to: number; areaCode: string }[] = [
  { prefixes: ['138', '139', '135', '136', '137', '150', '151', '152', '158', '159', '187', '188'], from: 0, to: 1999, areaCode: '021' },
  { prefixes: ['138', '139', '135', '136', '137', '150', '151', '152', '158', '159', '187', '188'], from: 2000, to: 3999, areaCode: '010' },
  { prefixes: ['138', '139', '135', '136', '137', '150', '151', '152', '158', '159', '187', '188'], from: 4000, to: 5499, areaCode: '020' },
  { prefixes: ['138', '139', '135', '136', '137', '150', '151', '152', '158', '159', '187', '188'], from: 5500, to: 6999, areaCode: '0571' },
  { prefixes: ['138', '139', '135', '136', '137', '150', '151', '152', '158', '159', '187', '188'], from: 7000, to: 8499, areaCode: '0755' },
  { prefixes: ['138', '139', '135', '136', '137', '150', '151', '152', '158', '159', '187', '188'], from: 8500, to: 9999, areaCode: '025' },
  { prefixes: ['130', '131', '132', '155', '156', '185', '186'], from: 0, to: 2999, areaCode: '021' },
  { prefixes: ['130', '131', '132', '155', '156', '185', '186'], from: 3000, to: 5999, areaCode: '028' },
  { prefixes: ['130', '131', '132', '155', '156', '185', '186'], from: 6000, to: 9999, areaCode: '027' },
  { prefixes: ['133', '153', '180', '181', '189', '199'], from: 0, to: 4999, areaCode: '021' },
  { prefixes: ['133', '153', '180', '181', '189', '199'], from: 5000, to: 9999, areaCode: '029' },
];

export interface Attribution {
  areaCode: string;
  attribution: string;
}

/** Attribution of a number, or undefined when the table does not know it. */
export function phoneAttribution(raw: string): Attribution | undefined {
  const number = raw.replace(/\D/g, '');
  if (/^1[3-9]\d{9}$/.test(number)) {
    const net = number.slice(0, 3);
    const h = Number(number.slice(3, 7));
    const seg = MOBILE_SEGMENTS.find((s) => s.prefixes.includes(net) && h >= s.from && h <= s.to);
    if (!seg) return undefined;
    return { areaCode: seg.areaCode, attribution: `${AREA_CODES[seg.areaCode] ?? ''} 移动电话`.trim() };
  }
  if (number.startsWith('0')) {
    for (const len of [3, 4]) {
      const code = number.slice(0, len);
      const place = AREA_CODES[code];
      if (place) return { areaCode: code, attribution: `${place} 固定电话` };
    }
  }
  return undefined;
}
