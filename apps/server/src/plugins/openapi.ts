import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { z } from 'zod';
import type { Endpoint } from '@pm/contracts';
import { pathParams } from '@pm/contracts';
import { registeredEndpoints } from '../http/endpoint-registry';
import { API_GUIDE } from './openapi-guide';

type Json = Record<string, unknown>;

function schemaOf(type: z.ZodType, io: 'input' | 'output'): Json {
  const json = z.toJSONSchema(type, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as Json;
  delete json.$schema;
  return json;
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
  const op: Json = {
    tags: [e.tag],
    summary: e.summary,
    ...(e.description ? { description: e.description } : {}),
    security: e.auth === 'session' ? [{ bearer: [] }] : [],
  };
  if (e.method === 'GET' || e.method === 'DELETE') {
    for (const [name, schema] of Object.entries(props)) {
      if (!inPath.includes(name)) parameters.push({ name, in: 'query', required: required.has(name), schema });
    }
  } else {
    op.requestBody = { required: true, content: { 'application/json': { schema: input } } };
  }
  op.parameters = parameters;
  const data = schemaOf(e.output, 'output');
  op.responses = e.raw
    ? { 200: { description: '文件内容' } }
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

/** The OpenAPI document, built from the contract endpoints that this app registered. */
export function buildOpenApi(): Json {
  const paths: Record<string, Json> = {};
  // Sorted by path, so the published document does not change when a plugin registers in another order.
  const endpoints = [...registeredEndpoints()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  for (const e of endpoints) {
    const path = e.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    paths[path] = { ...(paths[path] ?? {}), [e.method.toLowerCase()]: operation(e) };
  }
  return {
    openapi: '3.0.3',
    info: { title: '智慧物业管理平台 API', version: '1.0.0', description: API_GUIDE },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}

export async function openApiPlugin(app: FastifyInstance): Promise<void> {
  await app.register(swagger, { mode: 'static', specification: { document: buildOpenApi() as never } });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
