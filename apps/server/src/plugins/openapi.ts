import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { z } from 'zod';
import type { Endpoint, RecordDef } from '@pm/contracts';
import { isAuditedExport, MENU_FUNCTIONS, pathParams, RESPOND_ASYNC } from '@pm/contracts';
import { registeredEndpoints } from '../http/endpoint-registry';
import { API_GUIDE } from './openapi-guide';
import { recordDocuments } from './openapi-records';

type Json = Record<string, unknown>;

function schemaOf(type: z.ZodType, io: 'input' | 'output'): Json {
  const json = z.toJSONSchema(type, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as Json;
  delete json.$schema;
  return json;
}

/** Who may call it, in words and as data (x-rights): roles, and the menu functions it belongs to. */
function rightsOf(e: Endpoint): { text: string; data: Json } | undefined {
  if (e.auth !== 'session' || !e.rights) return undefined;
  const roles = e.roles ? `角色：${e.roles.join('、')}。` : '';
  const r = e.rights;
  if (r.kind === 'signed-in') return { text: `${roles}权限：任何已登录用户（本公司数据）。`, data: { kind: r.kind, roles: e.roles ?? null } };
  if (r.kind === 'record') {
    const tool = r.tool === 'import' ? '；基础资料也可由“资料导入”' : r.tool === 'export' ? '；基础资料也可由“资料导出”' : '';
    return {
      text: `${roles}权限：路径中记录类型对应的菜单项（${r.access === 'read' ? '可见即可读' : '须已授权'}${tool}）。`,
      data: { kind: r.kind, access: r.access, ...(r.tool ? { tool: r.tool } : {}), roles: e.roles ?? null },
    };
  }
  const titles = r.functions.map((f) => `${MENU_FUNCTIONS[f]}（${f}）`).join('、');
  const how = r.access === 'read' ? '已授权，或未授权但画面只读打开（新版布局的员工除外）' : '已购买并已授权（状态 3）';
  return { text: `${roles}权限：${titles}之一，${how}。无权时 403。`, data: { kind: r.kind, access: r.access, functions: r.functions, roles: e.roles ?? null } };
}

function operation(e: Endpoint): Json {
  const input = schemaOf(e.input, 'input');
  const props = (input.properties ?? {}) as Record<string, Json>;
  const required = new Set((input.required ?? []) as string[]);
  const inPath = pathParams(e.path);
  const parameters: Json[] = inPath.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: props[name] ?? { type: 'string' },
  }));
  const rights = rightsOf(e);
  const description = [e.description, rights?.text].filter(Boolean).join('\n\n');
  const op: Json = {
    tags: [e.tag],
    summary: e.summary,
    ...(description ? { description } : {}),
    security: e.auth === 'session' ? [{ bearer: [] }] : e.auth === 'owner' ? [{ ownerBearer: [] }] : [],
    ...(rights ? { 'x-rights': rights.data } : {}),
  };
  if (e.method === 'GET' || e.method === 'DELETE') {
    for (const [name, schema] of Object.entries(props)) {
      if (!inPath.includes(name)) parameters.push({ name, in: 'query', required: required.has(name), schema });
    }
  } else {
    op.requestBody = { required: true, content: { 'application/json': { schema: input } } };
  }
  if (isAuditedExport(e)) {
    parameters.push({
      name: 'Prefer',
      in: 'header',
      required: false,
      description: '`respond-async`：不等文件，立即答 202 与导出作业（GET /api/exports/{id} 查看进度，完成后 GET /api/exports/{id}/file 下载）',
      schema: { type: 'string', enum: [RESPOND_ASYNC] },
    });
  }
  op.parameters = parameters;
  const data = schemaOf(e.output, 'output');
  op.responses = e.raw
    ? {
        200: { description: '文件内容' },
        ...(isAuditedExport(e)
          ? { 202: { description: '请求头 Prefer: respond-async 时：{code, msg, data: 导出作业}，响应头 Location 为作业地址' } }
          : {}),
      }
    : {
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
  return op;
}

/**
 * The OpenAPI document, built from the contract endpoints that this app registered and, per record
 * type the engine serves (`records`), its own paths and schemas.
 */
export function buildOpenApi(records: readonly RecordDef[]): Json {
  const all: Record<string, Json> = {};
  for (const e of registeredEndpoints()) {
    const path = e.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    all[path] = { ...(all[path] ?? {}), [e.method.toLowerCase()]: operation(e) };
  }
  const forRecords = recordDocuments(records);
  Object.assign(all, forRecords.paths);
  // Sorted by path (as the contracts write it, `:id`), so the published document does not change when
  // a plugin registers in another order.
  const order = (path: string) => path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');
  const paths = Object.fromEntries(
    Object.entries(all).sort(([a], [b]) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0)),
  );
  return {
    openapi: '3.0.3',
    info: { title: '智慧物业管理平台 API', version: '1.0.0', description: API_GUIDE },
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        ownerBearer: { type: 'http', scheme: 'bearer', description: '业主端会话：POST /api/owner/sessions 答出的 token（与员工会话互不通用）' },
      },
      schemas: forRecords.schemas,
    },
    paths,
  };
}

let built: { key: string; document: Json } | undefined;

/**
 * The document for these records and the endpoints registered so far, built once per process: every app of a process
 * registers the same contracts (tests build hundreds of apps), and turning each schema into JSON Schema is most of an
 * app's start. The endpoint registry only grows, so its length tells a changed set.
 */
function openApiDocument(records: readonly RecordDef[]): Json {
  const key = `${registeredEndpoints().length}|${records.map((r) => r.key).join(',')}`;
  if (built?.key !== key) built = { key, document: buildOpenApi(records) };
  return built.document;
}

/** Serves the document at /api/docs; `records` are the declarations of the bound record types. */
export async function openApiPlugin(app: FastifyInstance, records: readonly RecordDef[]): Promise<void> {
  await app.register(swagger, { mode: 'static', specification: { document: openApiDocument(records) as never } });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
