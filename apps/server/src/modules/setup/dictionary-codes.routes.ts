import type { FastifyInstance } from 'fastify';
import { allDictionaries, dictionaryCodeEndpoints } from '@pm/contracts';
import { registerEndpoint } from '../../http/register-endpoint';

/** The declared dictionaries (code, names, editable), in declaration order; the same for every company. */
export function dictionaryCodesRoutes(app: FastifyInstance): void {
  const codes = allDictionaries().map((d) => ({ code: d.code, name: { cn: d.name.cn, tw: d.name.tw }, editable: d.editable }));
  registerEndpoint(app, dictionaryCodeEndpoints.listDictionaryCodes, async () => codes);
}
