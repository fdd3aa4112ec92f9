import type { ScheduleRule } from '@pm/contracts';

// A schedule's rule as people set it (every month on a day or its last day, every day) and as the
// scheduler reads it: a five-field cron in China time. Only these two shapes are written.

export function ruleToCron(rule: ScheduleRule): string {
  const [hh = '0', mm = '0'] = rule.time.split(':');
  const time = `${Number(mm)} ${Number(hh)}`;
  if (rule.frequency === 'daily') return `${time} * * *`;
  return `${time} ${rule.day === 0 ? 'L' : rule.day} * *`;
}

const pad = (n: string) => n.padStart(2, '0');

export function cronToRule(cron: string): ScheduleRule {
  const [mm = '0', hh = '0', day = '*'] = cron.trim().split(/\s+/);
  const time = `${pad(hh)}:${pad(mm)}`;
  if (day === '*') return { frequency: 'daily', time };
  return { frequency: 'monthly', day: day === 'L' ? 0 : Number(day), time };
}
