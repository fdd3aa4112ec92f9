// The charging module's public surface for other modules.
// /api/common/house-charging: the house's bound items and standards.
export { houseChargingItems } from './standards/list-house-charging-items';
// /api/house-tree/share: the house's 公摊 lines.
export { houseShareItems } from './sharing/list-house-share-items';
