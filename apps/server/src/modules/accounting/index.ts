// What other modules use of the books: the company's book and charging template, open periods and
// leaf subjects, and writing a voucher the books' triggers accept (期初导入 writes its opening voucher).
export { chargingBook } from './charging-vouchers/find-charging-book';
export { correctionDay, generatedWord, leafSubjects, loadGeneratedVoucher, periodEndDate, requireOpenPeriod } from './generated-vouchers/build-generated-voucher';
export { subjectTree } from './subjects/list-subject-tree';
export { voucherLabel, writeVoucher, type VoucherToWrite } from './vouchers/create-voucher';
