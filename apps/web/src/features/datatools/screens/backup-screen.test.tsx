import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BackupJob, BackupOverview } from '@pm/contracts';
import { useEffect } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { finishDialog, useDialogQueue } from '../../../shared/dialogs';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { json } from '../../../test/responses';
import BackupScreen from './backup-screen';

beforeAll(prepareDom);
afterEach(() => vi.unstubAllGlobals());

const file = { name: 'pm-backup-20261126-230000.tar.gz', at: '2026-11-26T15:00:00.000Z', size: 5_452_595, byName: '周敏', byUsername: 'sa01' };
const overview = (over: Partial<BackupOverview> = {}): BackupOverview => ({
  mode: 'embedded', canBackup: true, canRestore: false, backups: [file], running: null, postgres: null, ...over,
});
const job = (over: Partial<BackupJob>): BackupJob => ({
  id: 3, kind: 'backup', state: 'running', step: 'dumping', name: file.name, startedAt: file.at, finishedAt: null, message: null, ...over,
});

/** Answers by path: the overview, the start, then the job's snapshots in turn (503 counts as running). */
function stubServer(first: BackupOverview, polls: (BackupJob | 503)[]) {
  const calls: string[] = [];
  let poll = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url}`);
      if (url.includes('/jobs/')) {
        const answer = polls[Math.min(poll++, polls.length - 1)];
        return answer === 503 ? json(503, { code: 503, msg: '系统正在恢复数据，请稍候再试' }) : json(200, { code: 200, msg: 'success', data: answer });
      }
      if (method === 'POST') return json(200, { code: 200, msg: 'success', data: url.endsWith('/restore') ? job({ kind: 'restore', step: 'checking' }) : job({}) });
      return json(200, { code: 200, msg: 'success', data: first });
    }),
  );
  return calls;
}

/** Answers the shell's confirm dialog (a component test has no shell), telling what it asked. */
function DialogAnswer({ answer, onAsked }: { answer: boolean; onAsked: (message: string | undefined) => void }) {
  const request = useDialogQueue();
  useEffect(() => {
    if (!request || request.kind !== 'confirm') return;
    onAsked(request.message);
    request.resolve(answer);
    finishDialog(request);
  }, [request, answer, onAsked]);
  return null;
}

const props = { menuId: 1, title: '系统备份', readOnly: false };

describe('系统备份', () => {
  it('lists backups with time, size and maker, and makes one, showing its step until done', async () => {
    const calls = stubServer(overview(), [job({}), job({ state: 'done', step: 'done' })]);
    renderWithProviders(<BackupScreen {...props} />);
    const row = await screen.findByTestId('backup-row', {}, { timeout: 5000 });
    expect(row.textContent).toContain('5.2 MB');
    expect(row.textContent).toContain('周敏（sa01）');
    expect(screen.queryByTestId('backup-restore')).toBeNull();
    await userEvent.click(screen.getByTestId('backup-start'));
    expect(await screen.findByTestId('backup-job-done', {}, { timeout: 5000 })).toBeTruthy();
    expect(calls).toContain('POST /api/setup/backups');
  }, 20_000);

  it('does not restore when the confirmation is declined', async () => {
    const calls = stubServer(overview({ canRestore: true }), []);
    const asked = vi.fn();
    renderWithProviders(<><BackupScreen {...props} /><DialogAnswer answer={false} onAsked={asked} /></>);
    await userEvent.click(await screen.findByTestId('backup-restore'));
    await vi.waitFor(() => expect(asked).toHaveBeenCalled());
    expect(String(asked.mock.calls[0]?.[0])).toContain(file.name);
    expect(calls.some((c) => c.endsWith('/restore'))).toBe(false);
  });

  it('restores after the confirmation, polling through the 503 of the restore window', async () => {
    const calls = stubServer(overview({ canRestore: true }), [503, job({ kind: 'restore', step: 'swapping' }), job({ kind: 'restore', state: 'done', step: 'done' })]);
    renderWithProviders(<><BackupScreen {...props} /><DialogAnswer answer onAsked={() => undefined} /></>);
    await userEvent.click(await screen.findByTestId('backup-restore'));
    expect(await screen.findByTestId('backup-job-done', {}, { timeout: 5000 })).toBeTruthy();
    expect(calls).toContain(`POST /api/setup/backups/${file.name}/restore`);
  });

  it('shows the restore running from its start call even when every poll meets the closed database', async () => {
    stubServer(overview({ canRestore: true }), [503]);
    renderWithProviders(<><BackupScreen {...props} /><DialogAnswer answer onAsked={() => undefined} /></>);
    await userEvent.click(await screen.findByTestId('backup-restore'));
    const running = await screen.findByTestId('backup-job-running', {}, { timeout: 5000 });
    expect(running.textContent).toContain('1/3');
    expect(screen.queryByTestId('backup-job-done')).toBeNull();
  });

  it('on PostgreSQL shows the pg_dump and pg_restore commands and no buttons', async () => {
    const postgres = { database: 'pm_prod', host: 'db', port: '5432', user: 'pm', dumpCommand: 'pg_dump -h db -p 5432 -U pm -Fc -f "x.dump" pm_prod', restoreCommand: 'pg_restore -h db -p 5432 -U pm -d pm_prod --clean --if-exists --no-owner x.dump' };
    stubServer(overview({ mode: 'postgres', canBackup: false, backups: [], postgres }), []);
    renderWithProviders(<BackupScreen {...props} />);
    expect((await screen.findByTestId('backup-pg-dump')).textContent).toContain('pg_dump -h db');
    expect(screen.getByTestId('backup-pg-restore').textContent).toContain('pg_restore');
    expect(screen.queryByTestId('backup-start')).toBeNull();
  });
});
