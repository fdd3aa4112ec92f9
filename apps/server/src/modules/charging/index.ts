// The charging module's public surface for other modules.

// Bills (issue 11, runs/lines/sharing): the house tree's 公摊 answer.
export { houseShareItems } from './sharing.public';
export { houseChargingItems } from './house-charging';
