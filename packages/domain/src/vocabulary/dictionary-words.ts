// The codes of the fixed dictionaries (not editable: no company adds an item of its own) whose codes a column holds,
// by dictionary code, declared once: the dictionaries' items (`fixedDictionary`, records/dictionaries.ts) and the
// database's CHECKs are made from them. Changing a list here changes the dictionary and needs new migrations.

import { AREA_TYPES, SHARE_METHOD_CODES } from './charging-words';
import { SATISFACTION_RATINGS } from './owners-words';

export const FIXED_DICTIONARY_CODES = {
  // master data (records/dictionaries.ts)
  company_type: ['A', 'B', 'AB'],
  house_use_state: ['1', '3', '4', '5'],
  owner_type: ['1', '2', '3', '4'],
  house_use_type: ['1', '2'],
  building_type: ['1', '2', '3', '4', '5'],
  area_charge_type: AREA_TYPES,
  charge_lifetime: ['1', '2', '3', '4'],
  share_method: SHARE_METHOD_CODES,
  id_card_type: ['1', '2', '3', '4', '5'],
  parking_owner_type: ['1', '2', '3', '4', '5'],
  meter_use_attr: ['1', '2', '3'],
  day_type: ['1', '2', '3'],
  house_owner_event: ['1', '2', '3'],
  receipt_date_part: ['1', '2', '3', '4'],
  receipt_reset: ['1', '2', '3', '4'],
  gender: ['1', '2'],
  // 客户服务 (service.records.ts)
  urgency_level: ['1', '2', '3'],
  complaint_status: ['1', '2', '3'],
  satisfaction: SATISFACTION_RATINGS,
  dispatch_status: ['1', '2', '3', '4'],
  case_status: ['1', '2', '3'],
  visit_method: ['1', '2', '3', '4'],
  decoration_status: ['1', '2', '3', '4', '5'],
  move_in_result: ['1', '2', '3'],
  renting_status: ['1', '2', '3'],
  // 公共设备 (device.records.ts)
  device_status: ['1', '2', '3', '4'],
  work_cycle: ['1', '2', '3', '4', '5'],
  plan_state: ['1', '2', '3'],
  maint_result: ['1', '2', '3'],
  device_repair_status: ['1', '2', '3'],
  risk_level: ['1', '2', '3'],
  rectify_status: ['1', '2', '3'],
  check_result: ['1', '2'],
  // 巡查, 品质, 安全, 行政 (patrol, quality, security, office records)
  check_conclusion: ['1', '2', '3'],
  qa_plan_status: ['1', '2', '3'],
  qa_rectify_status: ['1', '2', '3'],
  event_level: ['1', '2', '3'],
  event_status: ['1', '2', '3'],
  committee_position: ['1', '2', '3', '4', '5'],
  member_status: ['1', '2', '3'],
  meeting_status: ['1', '2', '3'],
} as const;
export type FixedDictionaryCode = keyof typeof FIXED_DICTIONARY_CODES;
