export const STATUS_COLOR = { draft: 'gray', running: 'blue', suspended: 'orange', finished: 'green', terminated: 'red' } as const;
export const URGENCY_COLOR = { '1': 'gray', '2': 'orange', '3': 'red' } as const;
