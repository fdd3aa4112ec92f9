import { CALL_CENTER_INFO_KEY, CALL_CENTER_LOG_KEY, ERR_LIST_KEY, FEATURE_VERSIONS } from '../../../shared/config';

export const NO_LOG = '无日志';

function parse(raw: string | null): unknown {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

function hasContent(v: unknown): boolean {
  return Array.isArray(v) ? v.length > 0 : v !== null && v !== undefined && v !== '';
}

/** 功能版本：inspect 5，maintain 4 … (spec 9's feature version numbers), the first line of both log files. */
export const featureVersionsLine = (): string =>
  `功能版本：${Object.entries(FEATURE_VERSIONS)
    .map(([name, version]) => `${name} ${version}`)
    .join('，')}`;

/** The call-centre agent info without its tenant id (shared design point 9). */
export function agentInfoWithoutTenant(storage: Storage): unknown {
  const info = parse(storage.getItem(CALL_CENTER_INFO_KEY));
  if (info && typeof info === 'object' && !Array.isArray(info)) {
    const { tenantId: _t, ...rest } = info as Record<string, unknown>;
    return rest;
  }
  return info;
}

/** 客服推送日志: the user information, the agent info without tenant id, and the softphone log or 无日志. */
export function callCenterLogText(user: unknown, storage: Storage = localStorage): string {
  const log = parse(storage.getItem(CALL_CENTER_LOG_KEY));
  return [
    featureVersionsLine(),
    `用户信息：${JSON.stringify(user, null, 2)}`,
    `坐席信息：${JSON.stringify(agentInfoWithoutTenant(storage) ?? {}, null, 2)}`,
    `日志：`,
    hasContent(log) ? JSON.stringify(log, null, 2) : NO_LOG,
  ].join('\n');
}

/** 错误日志: the user information and errList, or 无日志. */
export function errorLogText(user: unknown, storage: Storage = localStorage): string {
  const list = parse(storage.getItem(ERR_LIST_KEY));
  return [featureVersionsLine(), `用户信息：${JSON.stringify(user, null, 2)}`, `日志：`, hasContent(list) ? JSON.stringify(list, null, 2) : NO_LOG].join('\n');
}
