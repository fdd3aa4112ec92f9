// What other modules may use of 欠费: the SQL pieces of the live arrears and the bucket sums
// (the common look-ups answer from them too).
export { bucketOf, lateFeeOf, termColumns, termsCte, termsJoins } from './arrears-sql.repo';
export { bucketSums } from './arrears.repo';
