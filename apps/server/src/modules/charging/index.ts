// The charging module's public surface for other modules.
// /api/common/house-charging: the house's bound items and standards.
export { houseChargingItems } from './house-charging';
// /api/house-tree/share: the house's 公摊 lines.
export { houseShareItems } from './sharing.public';
// The business day in China (arrears and settlement reports count days from it).
