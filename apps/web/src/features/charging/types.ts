import type {
  BillLineRow,
  BillRun,
  BindingRow,
  BulkBindInput,
  BulkBindResult,
  LineEvent,
  ReadingRow,
  ReductionRow,
  SharePreview,
  ShareRuleInput,
  ShareRuleRow,
  StandardDetail,
  StandardInput,
  StandardRow,
  StandardTier,
  StartRunInput,
} from '@pm/contracts';
import type { z } from 'zod';

// Names for the contract shapes the screens use (aliases of the contract schemas, never re-declared).
export type Standard = z.infer<typeof StandardRow>;
export type StandardFull = z.infer<typeof StandardDetail>;
export type StandardBody = z.input<typeof StandardInput>;
export type Tier = z.input<typeof StandardTier>;
export type Binding = z.infer<typeof BindingRow>;
export type BulkBind = z.input<typeof BulkBindInput>;
export type BulkBindOutcome = z.infer<typeof BulkBindResult>;
export type Reading = z.infer<typeof ReadingRow>;
export type Run = z.infer<typeof BillRun>;
export type RunStart = z.input<typeof StartRunInput>;
export type Line = z.infer<typeof BillLineRow>;
export type LineHistory = z.infer<typeof LineEvent>;
export type Reduction = z.infer<typeof ReductionRow>;
export type ShareRule = z.infer<typeof ShareRuleRow>;
export type ShareRuleBody = z.input<typeof ShareRuleInput>;
export type Preview = z.infer<typeof SharePreview>;
