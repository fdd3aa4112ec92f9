import { z } from 'zod';
import { integer } from './integers';

export const PageQuery = z.object({
  page: integer(z.number().int().min(1).default(1)),
  size: integer(z.number().int().min(1).max(999).default(10)),
});
export type PageQuery = z.infer<typeof PageQuery>;

export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({ total: z.number().int(), page: z.number().int(), size: z.number().int(), rows: z.array(row) });
