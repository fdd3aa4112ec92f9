// What other modules use of the books: the company's book and charging template, open periods and
// leaf subjects, and writing a voucher the books' triggers accept (期初导入 writes its opening voucher).
export { chargingBook } from './charging-template';
export { correctionDay, generatedWord, leafSubjects, loadGeneratedVoucher, periodEndDate, requireOpenPeriod } from './generated-vouchers';
export { subjectTree } from './subject-tree';
export { voucherLabel, writeVoucher, type VoucherToWrite } from './voucher-writer';
