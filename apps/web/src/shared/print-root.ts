// The class every print layer's root carries (shared PrintView, the receipt, the voucher). Each
// print stylesheet hides the <body> children that are not print roots: were each to spare only its
// own root, a second stylesheet loaded earlier in the session (the voucher's, the receipt's) would
// hide this one's sheet too, and paper would come out blank.
export const PRINT_ROOT_CLASS = 'pm-print-root';
