// The charging module's public surface for other modules.
export { houseChargingItems } from './house-charging';
