// A knob's JSON body as every fake vendor reads it: the text parsed, then checked by the knob's schema.

/** One problem the schema found (zod's issue, read without tying the kit to a zod version). */
export interface BodyIssue {
  path: readonly PropertyKey[];
  message: string;
}

/** What a knob's schema answers (zod's `safeParse`). */
export interface BodySchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly BodyIssue[] } };
}

/** How a vendor refuses a body: text that is not JSON, or the fields the schema refused. */
export interface BodyRefusals {
  notJson(message: string): Error;
  badFields(issues: readonly BodyIssue[]): Error;
}

/** The first issue as the vendors' 400s name it: `path：message`. */
export const firstIssueText = (issues: readonly BodyIssue[]): string => {
  const issue = issues[0];
  return `${issue?.path.join('.') ?? ''}：${issue?.message ?? '参数错误'}`;
};

/** The body parsed by the schema, and the JSON as it came; an empty body is `undefined` to the schema. */
export function parseJsonBody<T>(schema: BodySchema<T>, text: string, refuse: BodyRefusals): { data: T; raw: unknown } {
  let raw: unknown;
  try {
    raw = text === '' ? undefined : JSON.parse(text);
  } catch {
    throw refuse.notJson('请求体不是合法的 JSON');
  }
  const result = schema.safeParse(raw);
  if (!result.success) throw refuse.badFields(result.error.issues);
  return { data: result.data, raw };
}
