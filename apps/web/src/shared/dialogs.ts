import { useSyncExternalStore } from 'react';

/**
 * The shell's dialogs, opened from anywhere (screens, the API client's error catalogue) and drawn
 * once by the app shell. Promise-returning helpers resolve when the user answers.
 */
export interface ExportPurpose {
  usage: string;
  approver: string;
  /** YYYY.MM.DD */
  approvedOn: string;
}

export type DialogRequest =
  | { kind: 'confirm'; title?: string; message?: string; danger?: boolean; resolve: (ok: boolean) => void }
  | { kind: 'systemTip'; message: string; resolve: (ok: boolean) => void }
  | { kind: 'exportPurpose'; resolve: (value: ExportPurpose | null) => void };

type Listener = () => void;
const listeners = new Set<Listener>();
let queue: DialogRequest[] = [];
let passwordOpen = false;

function emit(): void {
  for (const l of listeners) l();
}
function subscribe(l: Listener): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}
function push(request: DialogRequest): void {
  queue = [...queue, request];
  emit();
}

/** Asks to confirm; the default text is the spec's delete warning. */
export function confirmDialog(options: { title?: string; message?: string } = {}): Promise<boolean> {
  return new Promise((resolve) => push({ kind: 'confirm', ...options, resolve }));
}
/** The delete confirmation: 数据删除后不可恢复，是否继续？ */
export function deleteConfirm(message?: string): Promise<boolean> {
  return new Promise((resolve) => push({ kind: 'confirm', danger: true, ...(message ? { message } : {}), resolve }));
}
/** 系统提示 (390x230) with 确定 and 关闭; resolves true for 确定. */
export function systemTip(message: string): Promise<boolean> {
  return new Promise((resolve) => push({ kind: 'systemTip', message, resolve }));
}
/** The export-purpose dialog: usage, approver and approval date, all required; null when cancelled. */
export function askExportPurpose(): Promise<ExportPurpose | null> {
  return new Promise((resolve) => push({ kind: 'exportPurpose', resolve }));
}

/** The request on top, answered by the host; `answer` removes it. */
export function useDialogQueue(): DialogRequest | undefined {
  return useSyncExternalStore(subscribe, () => queue[0]);
}
export function finishDialog(request: DialogRequest): void {
  queue = queue.filter((r) => r !== request);
  emit();
}

/** The change-password modal: opened by the menu, the forced first change, or code 1 请修改密码！ */
export function openPasswordModal(): void {
  passwordOpen = true;
  emit();
}
export function closePasswordModal(): void {
  passwordOpen = false;
  emit();
}
export function usePasswordModalOpen(): boolean {
  return useSyncExternalStore(subscribe, () => passwordOpen);
}
