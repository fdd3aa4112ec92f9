/** YYYY-MM-DD HH:mm of an ISO time, local; empty for none. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

export const STATUS_COLOR = { draft: 'gray', running: 'blue', suspended: 'orange', finished: 'green', terminated: 'red' } as const;
export const URGENCY_COLOR = { '1': 'gray', '2': 'orange', '3': 'red' } as const;
