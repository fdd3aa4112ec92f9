import type { websiteContentRecord } from '@pm/contracts';
import type { schema } from '@pm/db';
import { chinaToday } from '@pm/domain';
import type { StoredRow, ValuesOf, WriteContext } from '../records/index';
import { current } from '../record-areas/index';


/** 网站内容: publishing an article without a date publishes it today. */
export function websiteContentRules(
  values: ValuesOf<typeof websiteContentRecord>,
  ctx: WriteContext<StoredRow<typeof schema.websiteContents>>,
): void {
  const v = current(values, ctx.existing);
  if (v.published === true && (v.publishDate === null || v.publishDate === undefined))
    values.publishDate = chinaToday();
}
