// Answers of the arrears and report endpoints as the contracts shape them, for the screen tests.

export const ageing = {
  asOf: '2026-05-06',
  buckets: [
    { code: 'd1_30', label: '30天以内', houses: 3, lines: 4, amount: '1200.00' },
    { code: 'd31_90', label: '31-90天', houses: 2, lines: 3, amount: '860.50' },
    { code: 'd91_180', label: '91-180天', houses: 1, lines: 1, amount: '100.00' },
    { code: 'd181_365', label: '181-365天', houses: 0, lines: 0, amount: '0.00' },
    { code: 'y1_2', label: '1-2年', houses: 1, lines: 2, amount: '13450.25' },
    { code: 'y2_3', label: '2-3年', houses: 0, lines: 0, amount: '0.00' },
    { code: 'y3_plus', label: '3年以上', houses: 0, lines: 0, amount: '0.00' },
  ],
  total: { houses: 5, lines: 10, amount: '15610.75' },
  byEstate: [{ estateId: 1, estateName: '安居花园', houses: 5, amount: '15610.75' }],
};

export const housesPage = {
  total: 2,
  page: 1,
  size: 50,
  rows: [
    { houseId: 11, houseCode: 'H-0101', houseName: '1栋0101', estateName: '安居花园', buildingName: '1栋', ownerName: '张三', ownerPhone: '13800000001', open: '13450.25', openLines: 2, months: 14, oldestDueDate: '2025-03-15', daysOverdue: 417, lateFee: '1234.56' },
    { houseId: 12, houseCode: 'H-0102', houseName: '1栋0102', estateName: '安居花园', buildingName: '1栋', ownerName: null, ownerPhone: null, open: '50.00', openLines: 1, months: 1, oldestDueDate: '2026-04-15', daysOverdue: 21, lateFee: '0.53' },
  ],
  sumOpen: '13500.25',
  sumLateFee: '1235.09',
};

export const houseArrears = {
  houseId: 11,
  total: '13450.25',
  lateFee: '1234.56',
  rows: [
    { lineId: 501, period: '2025-03', item: '物业管理费', amount: '6725.13', dueDate: '2025-03-15', daysOverdue: 417, lateFee: '900.00' },
    { lineId: 502, period: '2025-04', item: '物业管理费', amount: '6725.12', dueDate: '2025-04-15', daysOverdue: 386, lateFee: '334.56' },
  ],
};

const sum = (key: string, label: string, count: number, amount: string) => ({ key, label, count, amount });
export const daily = {
  dateFrom: '2026-05-06',
  dateTo: '2026-05-06',
  byDay: [sum('2026-05-06', '2026-05-06', 3, '1817.34')],
  byEstate: [sum('1', '安居花园', 3, '1817.34')],
  byItem: [sum('7', '物业管理费', 2, '1200.00'), sum('8', '水费', 1, '17.34')],
  // 1200.00 + 17.34 + 600.00 = 1817.34
  reconciling: [sum('prepay-in', '预交款转入', 1, '600.00')],
  byMethod: [sum('1', '现金', 2, '1217.34'), sum('3', '微信', 1, '600.00')],
  byCashier: [sum('9', '李收银', 3, '1817.34')],
  byType: [sum('1', '收费', 2, '1217.34'), sum('2', '预交', 1, '600.00')],
  total: sum('total', '合计', 3, '1817.34'),
};
