import { z } from 'zod';
import { deleteRecord, MENU_FUNCTIONS, type FieldDef, type RecordDef } from '@pm/contracts';

// Each record type's own paths in the published document, built from its declaration: the list,
// get, create, update and delete of `/api/records/<key>` with the row and the values schema named
// per record (components), so another system sees what a complaint is without reading the code.
// They document the engine's generic routes (`/api/records/{key}`), which stay as they are.

type Json = Record<string, unknown>;

/** `move-in-inspect` → `MoveInInspect`: the record's name in components. */
export const schemaName = (key: string): string =>
  key
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

const ref = (name: string): Json => ({ $ref: `#/components/schemas/${name}` });

/** One field's JSON schema (OpenAPI 3.0): the value `normaliseFieldValue` yields, null when empty. */
function fieldSchema(field: FieldDef): Json {
  const description = field.label.cn;
  const base = { description, nullable: true };
  switch (field.kind) {
    case 'text':
      return { ...base, type: 'string', maxLength: field.max ?? 200, ...(field.min ? { minLength: field.min } : {}) };
    case 'number':
      return {
        ...base,
        type: field.integer ? 'integer' : 'number',
        ...(field.min !== undefined ? { minimum: field.min } : {}),
        ...(field.max !== undefined ? { maximum: field.max } : {}),
      };
    case 'money': {
      const scale = field.scale ?? 2;
      const sign = (field.nonNegative ?? true) ? '' : '-?';
      return {
        ...base,
        type: 'string',
        description: `${description}（金额，十进制文本，最多${scale}位小数）`,
        pattern: `^${sign}\\d{1,12}(\\.\\d{1,${scale}})?$`,
      };
    }
    case 'date':
      return field.withTime
        ? {
            ...base,
            type: 'string',
            description: `${description}（YYYY-MM-DD HH:mm）`,
            pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$',
          }
        : { ...base, type: 'string', format: 'date' };
    case 'enum':
      return {
        ...base,
        type: 'string',
        description: `${description}（字典 ${field.dict} 的项值，见 GET /api/dictionaries）`,
      };
    case 'ref':
      return { ...base, type: 'integer', description: `${description}（${field.record} 记录的 id）` };
    case 'file':
      return { ...base, type: 'integer', description: `${description}（上传文件的 id）` };
    case 'bool':
      return { ...base, type: 'boolean' };
  }
}

/** A field as answered: a decimal number (area, rate, hours) is decimal text with its scale, never a JSON float. */
function answerSchema(field: FieldDef): Json {
  if (field.kind !== 'number' || field.integer === true) return fieldSchema(field);
  const scale = field.scale ?? 4;
  return { description: `${field.label.cn}（十进制文本，${scale}位小数）`, nullable: true, type: 'string', pattern: `^-?\\d+\\.\\d{${scale}}$` };
}

/** The row schema: id, version, every field, the labels of enum/ref/file values, audit. */
function rowSchema(def: RecordDef): Json {
  const fields = Object.fromEntries(Object.entries(def.fields).map(([name, field]) => [name, answerSchema(field)]));
  return {
    type: 'object',
    description: `${def.title.cn}：一条记录`,
    properties: {
      id: { type: 'integer' },
      version: { type: 'integer', description: '记录版本；修改时原样带回' },
      ...fields,
      labels: {
        type: 'object',
        additionalProperties: { type: 'string' },
        description: '字典、引用和文件字段的显示文字',
      },
      createdAt: { type: 'string' },
      createdBy: { type: 'integer', nullable: true },
      updatedAt: { type: 'string' },
      updatedBy: { type: 'integer', nullable: true },
    },
    required: [
      'id',
      'version',
      ...Object.keys(def.fields),
      'labels',
      'createdAt',
      'createdBy',
      'updatedAt',
      'updatedBy',
    ],
  };
}

const writable = (def: RecordDef) => Object.entries(def.fields).filter(([, field]) => !field.readOnly);

/** The values schema: every writable field (a create must carry the required ones, see its body). */
function valuesSchema(def: RecordDef): Json {
  return {
    type: 'object',
    description: `${def.title.cn}：新增和修改的字段值（未知字段忽略）`,
    properties: Object.fromEntries(writable(def).map(([name, field]) => [name, fieldSchema(field)])),
  };
}

/** List query parameters: paging, sorting and the declared filters (text contains, date from/to, others equal). */
function listParameters(def: RecordDef): Json[] {
  const parameters: Json[] = [
    { name: 'page', in: 'query', required: false, schema: { type: 'integer', minimum: 1, default: 1 } },
    { name: 'size', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 999, default: 10 } },
    { name: 'sort', in: 'query', required: false, schema: { type: 'string', enum: def.list.sortable } },
    { name: 'order', in: 'query', required: false, schema: { type: 'string', enum: ['asc', 'desc'] } },
  ];
  for (const name of def.list.filters) {
    const field = def.fields[name];
    if (!field) continue;
    if (field.kind === 'date') {
      for (const end of ['From', 'To'])
        parameters.push({
          name: `${name}${end}`,
          in: 'query',
          required: false,
          description: `${field.label.cn}（${end === 'From' ? '起' : '止'}）`,
          schema: { type: 'string' },
        });
      continue;
    }
    const how = field.kind === 'text' ? '包含' : '等于';
    const { nullable: _nullable, description: _description, ...schema } = fieldSchema(field);
    parameters.push({ name, in: 'query', required: false, description: `${field.label.cn}（${how}）`, schema });
  }
  return parameters;
}

const idParameter: Json = { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } };

function answer(data: Json): Json {
  return {
    200: {
      description: 'code 200 为成功；业务拒绝为 code 1（或 100 静默）',
      content: {
        'application/json': {
          schema: { type: 'object', properties: { code: { type: 'integer' }, msg: { type: 'string' }, data } },
        },
      },
    },
    default: { description: '错误：{code, msg, errorCode, requestId, details?}' },
  };
}

const body = (schema: Json): Json => ({ required: true, content: { 'application/json': { schema } } });

/** Paths and component schemas of every bound record type, in key order. */
export function recordDocuments(defs: readonly RecordDef[]): {
  paths: Record<string, Json>;
  schemas: Record<string, Json>;
} {
  const paths: Record<string, Json> = {};
  const schemas: Record<string, Json> = {};
  const deleted = z.toJSONSchema(deleteRecord.output, { io: 'output', target: 'openapi-3.0' }) as Json;
  delete deleted.$schema;
  for (const def of [...defs].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))) {
    const name = schemaName(def.key);
    const title = def.title.cn;
    const tags = [`records: ${def.key}`];
    const security = [{ bearer: [] }];
    // The function is the record's own menu item (its title), read also by the screens that list it (readBy).
    const readers = (def.readBy ?? []).map((f) => MENU_FUNCTIONS[f]);
    const roles =
      `读：${def.readRoles.join('、')}；写：${def.writeRoles.join('、')}。权限：菜单“${title}”（读：已授权或只读打开` +
      `${readers.length ? `，或${readers.join('、')}` : ''}；写：须已授权）`;
    schemas[`${name}Row`] = rowSchema(def);
    const list: Json = {
      tags,
      summary: `${title}列表（分页、筛选、排序）`,
      description: `${roles}。与 GET /api/records/{key} 相同，key = ${def.key}。`,
      security,
      parameters: listParameters(def),
      responses: answer({
        type: 'object',
        properties: {
          total: { type: 'integer' },
          page: { type: 'integer' },
          size: { type: 'integer' },
          rows: { type: 'array', items: ref(`${name}Row`) },
        },
      }),
    };
    const get: Json = {
      tags,
      summary: `读取一条${title}`,
      security,
      parameters: [idParameter],
      responses: answer(ref(`${name}Row`)),
    };
    if (def.readOnly) {
      paths[`/api/records/${def.key}`] = { get: list };
      paths[`/api/records/${def.key}/{id}`] = { get };
      continue;
    }
    schemas[`${name}Values`] = valuesSchema(def);
    const required = writable(def)
      .filter(([, field]) => field.required)
      .map(([field]) => field);
    paths[`/api/records/${def.key}`] = {
      get: list,
      post: {
        tags,
        summary: `新增${title}`,
        description: roles,
        security,
        parameters: [],
        requestBody: body({
          allOf: [ref(`${name}Values`), ...(required.length > 0 ? [{ type: 'object', required }] : [])],
        }),
        responses: answer(ref(`${name}Row`)),
      },
    };
    paths[`/api/records/${def.key}/{id}`] = {
      get,
      put: {
        tags,
        summary: `修改${title}`,
        description: '只改请求体带的字段；version 为读取时的记录版本，记录已被他人修改时答 409。',
        security,
        parameters: [idParameter],
        requestBody: body({
          allOf: [
            ref(`${name}Values`),
            { type: 'object', properties: { version: { type: 'integer', minimum: 1 } }, required: ['version'] },
          ],
        }),
        responses: answer(ref(`${name}Row`)),
      },
      delete: {
        tags,
        summary: `删除${title}`,
        description: '被引用的记录标记为已删除（软删除）',
        security,
        parameters: [idParameter],
        responses: answer(deleted),
      },
    };
  }
  return { paths, schemas };
}
