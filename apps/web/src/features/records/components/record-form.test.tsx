import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { complaintRecord, estateRecord, type DictionaryItems } from '@pm/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { json } from '../../../test/responses';
import { stubApi } from '../../../test/stub-api';
import { RecordForm, type RecordRowData } from './record-form';

beforeAll(prepareDom);
afterEach(() => vi.unstubAllGlobals());

const dictionaries: DictionaryItems = {
  area_charge_type: [{ value: '1', cn: '建筑面积', tw: '建築面積', enabled: true }],
};

const stored: RecordRowData = {
  id: 5,
  version: 1,
  code: 'YG01',
  name: '阳光花园',
  address: null,
  developer: null,
  totalArea: null,
  chargeArea: '1',
  deliveredOn: null,
  phone: null,
  remark: null,
  labels: {},
};


/**
 * The server: the first PUT finds the record changed by someone else (now version 2, renamed);
 * GET answers the current record; a PUT based on version 2 is saved.
 */
function stubServer() {
  const puts: Record<string, unknown>[] = [];
  const current = { ...stored, version: 2, name: '他人改名花园' };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (init.method === 'GET' && url === '/api/records/estate/5')
        return json(200, { code: 200, msg: 'success', data: current });
      if (init.method === 'PUT' && url === '/api/records/estate/5') {
        const body = JSON.parse(init.body as string) as Record<string, unknown>;
        puts.push(body);
        if (body.version !== current.version) {
          return json(409, {
            code: 1,
            msg: '该记录已被他人修改，请重新加载后再保存',
            errorCode: 'records.stale_version',
          });
        }
        return json(200, { code: 200, msg: 'success', data: { ...current, ...body, version: 3 } });
      }
      return json(404, { code: 404, msg: 'not found' });
    }),
  );
  return puts;
}

function renderForm(onClose = vi.fn()) {
  renderWithProviders(<RecordForm def={estateRecord} row={stored} opened onClose={onClose} dictionaries={dictionaries} />);
  return onClose;
}

describe('RecordForm, when someone else saved the record first', { timeout: 20_000 }, () => {
  it('says so, reloads the current record on 重新加载, and saves against the new version', async () => {
    const puts = stubServer();
    const user = userEvent.setup();
    const onClose = renderForm();
    const address = await screen.findByLabelText('地址');
    await user.type(address, '浦东新区1号');
    await user.click(screen.getByTestId('record-save'));

    const notice = await screen.findByTestId('record-stale');
    expect(notice.textContent).toContain('该记录已被他人修改，请重新加载后再保存');
    expect(puts[0]).toMatchObject({ id: 5, version: 1, address: '浦东新区1号' });
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/楼盘名称/).value).toBe('他人改名花园'));
    expect(screen.getByLabelText<HTMLInputElement>('地址').value).toBe('');
    expect(screen.queryByTestId('record-stale')).toBeNull();

    await user.type(screen.getByLabelText('地址'), '浦东新区2号');
    await user.click(screen.getByTestId('record-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(puts[1]).toMatchObject({ id: 5, version: 2, name: '他人改名花园', address: '浦东新区2号' });
  });
});

describe('RecordForm, checking formats before sending', { timeout: 20_000 }, () => {
  it("refuses the complaint phone '12345abc' under the field with the contact phone rule and sends nothing", async () => {
    const calls = stubApi({});
    const user = userEvent.setup();
    renderWithProviders(<RecordForm def={complaintRecord} row={null} opened onClose={vi.fn()} dictionaries={dictionaries} />);
    await user.type(await screen.findByLabelText('联系电话'), '12345abc');
    await user.click(screen.getByTestId('record-save'));
    expect(await screen.findByText('联系电话格式不正确')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
