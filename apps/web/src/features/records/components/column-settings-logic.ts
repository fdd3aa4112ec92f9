/** A user's column choice for one record list: the order and the columns hidden. */
export interface ColumnChoice {
  order: string[];
  hidden: string[];
}

/** localStorage key: per user and record type, so two people sharing a browser keep their own. */
export const columnsKey = (userId: number, recordKey: string) => `records.columns.${userId}.${recordKey}`;

/**
 * The choice read back against today's declaration: unknown names dropped, columns added since
 * appended in declaration order, and never every column hidden.
 */
export function resolveColumns(declared: string[], saved: ColumnChoice | null): ColumnChoice {
  if (!saved) return { order: [...declared], hidden: [] };
  const order = saved.order.filter((n) => declared.includes(n));
  for (const n of declared) if (!order.includes(n)) order.push(n);
  const hidden = saved.hidden.filter((n) => declared.includes(n));
  return { order, hidden: hidden.length >= order.length ? [] : hidden };
}

export function visibleColumns(choice: ColumnChoice): string[] {
  return choice.order.filter((n) => !choice.hidden.includes(n));
}

/** Moves a column one place up (-1) or down (+1); the ends stay put. */
export function moveColumn(choice: ColumnChoice, name: string, step: -1 | 1): ColumnChoice {
  const i = choice.order.indexOf(name);
  const j = i + step;
  if (i < 0 || j < 0 || j >= choice.order.length) return choice;
  const order = [...choice.order];
  [order[i], order[j]] = [order[j] as string, order[i] as string];
  return { ...choice, order };
}

/** Shows or hides a column; the last shown column cannot be hidden. */
export function toggleColumn(choice: ColumnChoice, name: string): ColumnChoice {
  if (choice.hidden.includes(name)) return { ...choice, hidden: choice.hidden.filter((n) => n !== name) };
  if (visibleColumns(choice).length <= 1) return choice;
  return { ...choice, hidden: [...choice.hidden, name] };
}

export function readChoice(key: string): ColumnChoice | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<ColumnChoice>;
    return Array.isArray(parsed.order) && Array.isArray(parsed.hidden) ? { order: parsed.order.map(String), hidden: parsed.hidden.map(String) } : null;
  } catch {
    return null;
  }
}
