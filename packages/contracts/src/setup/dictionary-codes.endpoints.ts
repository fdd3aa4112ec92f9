import { z } from 'zod';
import { defineEndpoint, emptyInput } from '../core/endpoint';
import { SIGNED_IN } from '../core/rights';

// 数据字典: the dictionaries the product declares, so the dictionary screen offers a choice of
// codes instead of free text.

export const DictionaryCode = z.object({
  code: z.string(),
  name: z.object({ cn: z.string(), tw: z.string() }),
  /** A company may add or relabel items of this dictionary (the others are built in only). */
  editable: z.boolean(),
});
export type DictionaryCode = z.infer<typeof DictionaryCode>;

export const listDictionaryCodes = defineEndpoint({
  method: 'GET',
  path: '/api/dictionary-codes',
  input: emptyInput,
  output: z.array(DictionaryCode),
  auth: 'session',
  rights: SIGNED_IN,
  silent: true,
  summary: '已声明的字典编码与名称（editable：本公司可新增或改名的字典）',
  tag: 'records',
});

export const dictionaryCodeEndpoints = { listDictionaryCodes };
