import type { SeedStep } from '../index';
import { seedDeviceAreas } from './device.seed';
import { seedOfficeAreas } from './office.seed';
import { seedPatrolAreas } from './patrol.seed';
import { seedQualityAreas } from './quality.seed';
import { seedSecurityAreas } from './security.seed';
import { seedServiceAreas } from './service.seed';
import { seedSetupAreas } from './setup.seed';

/**
 * The record areas' demo rows (companies SH and HZ). They point at houses, estates and staff, so
 * they run after the master-data steps (estates, people) in DEMO_STEPS.
 */
export const RECORD_AREA_STEPS: SeedStep[] = [
  { name: 'areas-setup', run: seedSetupAreas },
  { name: 'areas-service', run: seedServiceAreas },
  { name: 'areas-device', run: seedDeviceAreas },
  { name: 'areas-patrol', run: seedPatrolAreas },
  { name: 'areas-quality', run: seedQualityAreas },
  { name: 'areas-security', run: seedSecurityAreas },
  { name: 'areas-office', run: seedOfficeAreas },
];
