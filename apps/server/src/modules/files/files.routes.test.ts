import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DownloadStatus, FILE_MAX_BYTES, UploadedFile } from '@pm/contracts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildCompany } from '../../../test/factories/companies';
import { buildUser } from '../../../test/factories/users';
import { tokenFor } from '../../../test/factories/session';
import { multipartFile } from '../../../test/factories/records';

let t: TestApp;
let auth: { authorization: string };
let otherAuth: { authorization: string };

interface Body<T = unknown> {
  code: number;
  msg: string;
  data: T;
  details?: { path: string; message: string }[];
}

beforeAll(async () => {
  t = await createTestApp({ dataDir: mkdtempSync(join(tmpdir(), 'pm-files-')) });
  const company = await buildCompany(t.database.db);
  const other = await buildCompany(t.database.db);
  auth = await tokenFor(t, await buildUser(t.database.db, { companyId: company.id, role: 'emp' }));
  otherAuth = await tokenFor(t, await buildUser(t.database.db, { companyId: other.id, role: 'emp' }));
});
afterAll(() => t.close());

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

async function upload(name: string, content: Buffer, headers = auth, type = 'application/octet-stream') {
  const m = multipartFile('file', name, content, type);
  return t.call<Body<UploadedFile>>({ method: 'POST', url: '/api/file/upload-file', payload: m.payload, headers: { ...m.headers, ...headers } });
}

describe('POST /api/file/upload-file', () => {
  it('answers 401 without a session', async () => {
    const m = multipartFile('file', 'a.png', PNG);
    const res = await t.call({ method: 'POST', url: '/api/file/upload-file', payload: m.payload, headers: m.headers });
    expect(res.status).toBe(401);
  });

  it('stores the file and answers id and name by the contract', async () => {
    const res = await upload('门禁照片.png', PNG, auth, 'image/png');
    expect(res.status).toBe(200);
    const data = UploadedFile.parse(res.body.data);
    expect(data.name).toBe('门禁照片.png');
    expect(data.size).toBe(PNG.length);
    expect(data.storedName).toMatch(/^[a-f0-9]{32}\.png$/);
  });

  it('refuses a file over the limit', async () => {
    const res = await upload('big.pdf', Buffer.alloc(FILE_MAX_BYTES + 10, 1));
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('文件大小不能超过10MB');
    expect(res.body.details?.[0]?.path).toBe('file');
  });

  it('refuses a type outside the list', async () => {
    const res = await upload('run.exe', Buffer.from('MZ'));
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/^不支持的文件类型，允许的类型：jpg、jpeg、png/);
  });

  it('answers 400 when no file is sent', async () => {
    const res = await t.call<Body>({ method: 'POST', url: '/api/file/upload-file', payload: {}, headers: auth });
    expect(res.status).toBe(400);
  });
});

describe('downloads', () => {
  let stored: UploadedFile;
  beforeAll(async () => {
    stored = UploadedFile.parse((await upload('合同.pdf', Buffer.from('%PDF-1.4 test'), auth)).body.data);
  });

  it('downloads by stored name with the original file name', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/file/download?name=${stored.storedName}`, headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('%PDF-1.4 test');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('合同.pdf'));
  });

  it('refuses path traversal and other names with 400', async () => {
    for (const name of ['../../etc/passwd', '..%2F..%2Fetc%2Fpasswd', `${stored.storedName}/../x`, '/etc/passwd', 'a.pdf']) {
      const res = await t.call<Body>({ method: 'GET', url: `/api/file/download?name=${name}`, headers: auth });
      expect(res.status, name).toBe(400);
      expect(res.body.details?.[0]?.path).toBe('name');
    }
  });

  it("refuses another company's file with 404", async () => {
    expect((await t.call({ method: 'GET', url: `/api/file/download?name=${stored.storedName}`, headers: otherAuth })).status).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/file/down?id=${stored.id}`, headers: otherAuth })).status).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/file/preview?id=${stored.id}`, headers: otherAuth })).status).toBe(404);
  });

  it('downloads by id, checking cat and parent', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/file/down?id=${stored.id}&cat=0`, headers: auth })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: `/api/file/down?id=${stored.id}&cat=101`, headers: auth })).status).toBe(404);
    expect((await t.call<Body>({ method: 'GET', url: '/api/file/down?id=abc', headers: auth })).status).toBe(400);
  });

  it('previews inline and refuses without a name or id', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/file/preview?name=${stored.storedName}`, headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^inline/);
    const bad = await t.call<Body>({ method: 'GET', url: '/api/file/preview', headers: auth });
    expect(bad.status).toBe(400);
    expect(bad.body.details?.[0]?.path).toBe('name');
  });

  it('answers 401 and 403 on downloads', async () => {
    expect((await t.call({ method: 'GET', url: `/api/file/download?name=${stored.storedName}` })).status).toBe(401);
    expect((await t.call({ method: 'GET', url: `/api/file/down?id=${stored.id}` })).status).toBe(401);
  });
});

describe('GET /api/kimage/view/{parent}/{cat}/{id}.png', () => {
  it('shows an image that belongs to the parent and category', async () => {
    const m = multipartFile('file', 'face.png', PNG, 'image/png');
    const boundary = /boundary=(.*)$/.exec(m.headers['content-type'])?.[1] ?? '';
    const fields = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="cat"\r\n\r\n7\r\n--${boundary}\r\nContent-Disposition: form-data; name="parent"\r\n\r\n42\r\n`);
    const res = await t.call<Body<UploadedFile>>({ method: 'POST', url: '/api/file/upload-file', payload: Buffer.concat([fields, m.payload]), headers: { ...m.headers, ...auth } });
    expect(res.status).toBe(200);
    const id = res.body.data.id;
    const img = await t.app.inject({ method: 'GET', url: `/api/kimage/view/42/7/${id}.png`, headers: auth });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect((await t.call({ method: 'GET', url: `/api/kimage/view/41/7/${id}.png`, headers: auth })).status).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/kimage/view/42/7/${id}.png`, headers: otherAuth })).status).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/kimage/view/42/7/${id}.png` })).status).toBe(401);
    expect((await t.call({ method: 'GET', url: `/api/kimage/view/x/7/${id}.png`, headers: auth })).status).toBe(400);
  });
});

describe('POST /api/download/status', () => {
  it("answers the caller's exports by the contract", async () => {
    await t.app.inject({ method: 'POST', url: '/api/records/estate/export', payload: { usage: '核对', auditor: '李经理', auditDate: '2026.11.21' }, headers: auth });
    const res = await t.call<Body>({ method: 'POST', url: '/api/download/status', payload: {}, headers: auth });
    expect(res.status).toBe(200);
    const data = DownloadStatus.parse(res.body.data);
    expect(data.items[0]?.recordKey).toBe('estate');
    const theirs = DownloadStatus.parse((await t.call<Body>({ method: 'POST', url: '/api/download/status', payload: {}, headers: otherAuth })).body.data);
    expect(theirs.items).toEqual([]);
    expect((await t.call({ method: 'POST', url: '/api/download/status', payload: {} })).status).toBe(401);
    expect((await t.call<Body>({ method: 'POST', url: '/api/download/status', payload: { recordKey: 'x'.repeat(60) }, headers: auth })).status).toBe(400);
  });
});
