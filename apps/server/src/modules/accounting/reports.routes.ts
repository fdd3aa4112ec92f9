import type { FastifyInstance } from "fastify";
import type { Db } from "@pm/db";
export function registerReportRoutes(_app: FastifyInstance, _ctx: { db: Db }) {}
