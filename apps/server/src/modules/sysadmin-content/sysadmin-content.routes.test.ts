import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  envelopeOf,
  FileUploadRule,
  PublicSitePage,
  ReleaseNote,
  SiteData,
  SitePage,
  SitePicture,
  SiteSection,
  SystemMessage,
  type UploadedFile,
} from '@pm/contracts';
import { schema } from '@pm/db';
import { SYSADMIN_CONTENT_SEED } from '@pm/seed/testing';
import { createTestApp, type TestApp } from '../../../test/harness';
import { grantFunctions } from '../../../test/factories/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ dataDir: mkdtempSync(join(tmpdir(), 'pm-sysadmin-content-')) }, { prepared: SYSADMIN_CONTENT_SEED });
  // acc02 is 上海's sa: as its company administrator here it holds the four 系统管理 content screens.
  const [acc02] = await t.database.db.select().from(schema.users).where(eq(schema.users.username, 'acc02'));
  await grantFunctions(t.database.db, acc02!.companyId, acc02!.id, ['data_pictures-index', 'data_release-index', 'data_file-config-index', 'data_website-index']);
});
afterAll(() => t.close());

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const PNG2 = Buffer.concat([PNG, Buffer.from('00', 'hex')]);

/** A multipart upload with the category field before the file, as the screens send it. */
async function upload(user: string, name: string, content: Buffer, cat?: number) {
  const boundary = `----pm${Math.random().toString(16).slice(2)}`;
  const field = cat === undefined ? '' : `--${boundary}\r\nContent-Disposition: form-data; name="cat"\r\n\r\n${cat}\r\n`;
  const head = Buffer.from(`${field}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  const payload = Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return t.call<{ code: number; msg: string; data: UploadedFile }>({
    method: 'POST',
    url: '/api/file/upload-file',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(await t.as(user).headers()) },
  });
}
async function uploadedId(user: string, name: string, content: Buffer, cat = 201) {
  const res = await upload(user, name, content, cat);
  expect(res.status).toBe(200);
  return res.body.data.id;
}
const data = <S extends z.ZodType>(s: S, body: unknown) => envelopeOf(s).parse(body).data as z.infer<S>;
const site = async () => data(SiteData, (await t.call({ method: 'GET', url: '/api/site' })).body);
const companyId = async (code: string) =>
  (await t.database.db.select({ id: schema.companies.id }).from(schema.companies).where(eq(schema.companies.code, code)))[0]!.id;
const companyLogo = async (id: number) =>
  (await t.database.db.select({ logo: schema.companies.logo }).from(schema.companies).where(eq(schema.companies.id, id)))[0]!.logo;

describe('roles', () => {
  it.each(['/api/sysadmin/pictures', '/api/sysadmin/releases', '/api/sysadmin/file-rules', '/api/sysadmin/site-pages'])(
    'GET %s: 401 without a session, 403 to staff, 200 to sa and super',
    async (url) => {
      expect((await t.call({ method: 'GET', url })).status).toBe(401);
      expect((await t.as('emp01').get(url)).status).toBe(403);
      expect((await t.as('sa01').get(url)).status).toBe(200);
      expect((await t.as('super01').get(url)).status).toBe(200);
    },
  );

  it('refuses staff on every write', async () => {
    expect((await t.as('emp01').post('/api/sysadmin/pictures', { slot: 'site-logo', fileId: 1, title: 'x' })).status).toBe(403);
    expect((await t.as('emp01').post('/api/sysadmin/releases', { version: '9.9.9', releaseDate: '2026-11-01', title: 'x', notes: '' })).status).toBe(403);
    expect((await t.as('emp01').put('/api/sysadmin/file-rules/0', { name: '通用', extensions: ['pdf'], maxMb: 1 })).status).toBe(403);
    expect((await t.as('emp01').post('/api/sysadmin/site-sections', { pageId: 1, title: 'x', text: 'y', order: 1, shown: true })).status).toBe(403);
  });
});

describe('图片管理', () => {
  it('lists the seeded company logos; a company administrator sees only the logos of its own tree', async () => {
    const all = data(z.array(SitePicture), (await t.as('sa01').get('/api/sysadmin/pictures')).body);
    expect(all.filter((p) => p.slot === 'company-logo').map((p) => p.title).sort()).toEqual(['上海公司标志', '杭州公司标志']);
    const sh = data(z.array(SitePicture), (await t.as('acc02').get('/api/sysadmin/pictures')).body);
    expect(sh.map((p) => p.title)).toEqual(['上海公司标志']);
    const hz = all.find((p) => p.title === '杭州公司标志')!;
    expect((await t.as('acc02').del(`/api/sysadmin/pictures/${hz.id}`)).status).toBe(404);
  });

  it('sets the site logo: /api/site and the public image read it; replace and delete; delete falls back to the built-in', async () => {
    expect((await site()).logo).toBe('/logo.svg');
    const fileId = await uploadedId('sa01', '站点标志.png', PNG);
    const created = await t.as('sa01').post('/api/sysadmin/pictures', { slot: 'site-logo', fileId, title: '站点标志' });
    expect(created.status).toBe(200);
    const picture = data(SitePicture, created.body);
    expect((await site()).logo).toBe(picture.url);
    const image = await t.call<string>({ method: 'GET', url: picture.url });
    expect(image.status).toBe(200);
    expect(image.response.headers['content-type']).toBe('image/png');
    expect(image.response.rawPayload.equals(PNG)).toBe(true);

    const again = await t.as('sa01').post('/api/sysadmin/pictures', { slot: 'site-logo', fileId, title: '第二个' });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('该用途已有图片，请在列表中替换');

    const newFile = await uploadedId('sa01', '新标志.png', PNG2);
    const replaced = data(SitePicture, (await t.as('sa01').put(`/api/sysadmin/pictures/${picture.id}`, { fileId: newFile, title: '新标志' })).body);
    expect(replaced.url).not.toBe(picture.url);
    expect((await site()).logo).toBe(replaced.url);
    expect((await t.call<string>({ method: 'GET', url: replaced.url })).response.rawPayload.equals(PNG2)).toBe(true);

    expect((await t.as('sa01').del(`/api/sysadmin/pictures/${picture.id}`)).status).toBe(200);
    expect((await site()).logo).toBe('/logo.svg');
    expect((await t.call({ method: 'GET', url: replaced.url })).status).toBe(404);
  });

  it('sets the home picture (heroImage), null again once deleted', async () => {
    expect((await site()).heroImage).toBeNull();
    const fileId = await uploadedId('super01', '首页.png', PNG);
    const picture = data(SitePicture, (await t.as('super01').post('/api/sysadmin/pictures', { slot: 'home-hero', fileId, title: '首页大图' })).body);
    expect((await site()).heroImage).toBe(picture.url);
    await t.as('super01').del(`/api/sysadmin/pictures/${picture.id}`);
    expect((await site()).heroImage).toBeNull();
  });

  it('a company logo becomes the company’s logo (shell header) and goes back to none on delete', async () => {
    const shCc = await companyId('SH-CC');
    const fileId = await uploadedId('acc02', '客服中心.png', PNG);
    const created = await t.as('acc02').post('/api/sysadmin/pictures', { slot: 'company-logo', targetCompanyId: shCc, fileId, title: '客服中心标志' });
    expect(created.status).toBe(200);
    const picture = data(SitePicture, created.body);
    expect(picture.targetCompanyName).toBeTruthy();
    expect(await companyLogo(shCc)).toBe(picture.url);
    await t.as('acc02').del(`/api/sysadmin/pictures/${picture.id}`);
    expect(await companyLogo(shCc)).toBeNull();
  });

  it('refuses a site slot to a company administrator, a company outside the tree, a non-image and bad input', async () => {
    const fileId = await uploadedId('acc02', 'a.png', PNG);
    const site = await t.as('acc02').post('/api/sysadmin/pictures', { slot: 'site-logo', fileId, title: '标志' });
    expect(site.status).toBe(403);
    expect(site.body.msg).toBe('只有平台（集团）管理员可以修改官网与上传设置');
    const hz = await companyId('HZ');
    expect((await t.as('acc02').post('/api/sysadmin/pictures', { slot: 'company-logo', targetCompanyId: hz, fileId, title: '标志' })).status).toBe(404);
    const pdf = await uploadedId('sa01', 'a.pdf', Buffer.from('%PDF-1.4'), 0);
    const notImage = await t.as('sa01').post('/api/sysadmin/pictures', { slot: 'home-hero', fileId: pdf, title: '大图' });
    expect(notImage.status).toBe(400);
    expect(notImage.body.msg).toBe('请上传图片文件（jpg、png、gif、webp）');
    const otherCompanyFile = await t.as('sa01').post('/api/sysadmin/pictures', { slot: 'home-hero', fileId, title: '大图' });
    expect(otherCompanyFile.status).toBe(400);
    const bad = await t.as('sa01').post('/api/sysadmin/pictures', { slot: 'banner', fileId, title: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.details?.map((d) => d.path)).toEqual(expect.arrayContaining(['slot', 'title']));
  });
});

describe('版本发布', () => {
  const release = { version: 'v3.0.0', releaseDate: '2026-11-20', title: '三季度版本', notes: '<p>新增<strong>图片管理</strong>。</p>' };

  it('lists the seeded versions, drafts and published', async () => {
    const rows = data(z.array(ReleaseNote), (await t.as('sa01').get('/api/sysadmin/releases')).body);
    expect(rows.map((r) => [r.version, r.published])).toEqual(expect.arrayContaining([['2.5.0', false], ['2.4.0', true], ['2.3.0', true]]));
  });

  it('writes a draft, edits it, publishes it once as a system message staff of the companies below see; then it is frozen', async () => {
    const created = data(ReleaseNote, (await t.as('sa01').post('/api/sysadmin/releases', release)).body);
    expect(created).toMatchObject({ version: '3.0.0', published: false, messageId: null });
    const edited = data(ReleaseNote, (await t.as('sa01').put(`/api/sysadmin/releases/${created.id}`, { ...release, title: '三季度大版本' })).body);
    expect(edited.title).toBe('三季度大版本');

    const before = data(z.array(SystemMessage), (await t.as('emp01').get('/api/messages?unread=true')).body);
    expect(before.some((m) => m.title.includes('3.0.0'))).toBe(false);
    const published = data(ReleaseNote, (await t.as('sa01').post(`/api/sysadmin/releases/${created.id}/publish`, {})).body);
    expect(published.published).toBe(true);
    expect(published.messageId).toBeGreaterThan(0);
    const unread = data(z.array(SystemMessage), (await t.as('emp01').get('/api/messages?unread=true')).body);
    const message = unread.find((m) => m.id === published.messageId)!;
    expect(message.title).toBe('版本发布：3.0.0 三季度大版本');
    expect(message.content).toContain('<strong>图片管理</strong>');
    expect(message.content).toContain('2026-11-20');
    expect((await t.as('emp01').post(`/api/messages/${message.id}/read`, {})).status).toBe(200);
    const after = data(z.array(SystemMessage), (await t.as('emp01').get('/api/messages?unread=true')).body);
    expect(after.some((m) => m.id === message.id)).toBe(false);

    for (const res of [
      await t.as('sa01').put(`/api/sysadmin/releases/${created.id}`, release),
      await t.as('sa01').post(`/api/sysadmin/releases/${created.id}/publish`, {}),
      await t.as('sa01').del(`/api/sysadmin/releases/${created.id}`),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body.msg).toBe('该版本已发布，不能修改或删除；如需更正请新建一个版本');
    }
    const messages = await t.database.db.select().from(schema.systemMessages).where(eq(schema.systemMessages.title, '版本发布：3.0.0 三季度大版本'));
    expect(messages).toHaveLength(1);
  });

  it('refuses a taken version, bad input, and another company’s release', async () => {
    const taken = await t.as('sa01').post('/api/sysadmin/releases', { ...release, version: '2.4.0' });
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe('该版本号已存在');
    const bad = await t.as('sa01').post('/api/sysadmin/releases', { version: 'abc', releaseDate: '2026-13-01', title: ' ', notes: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.details?.map((d) => d.path)).toEqual(expect.arrayContaining(['version', 'releaseDate', 'title']));
    const draft = data(z.array(ReleaseNote), (await t.as('sa01').get('/api/sysadmin/releases')).body).find((r) => r.version === '2.5.0')!;
    expect(data(z.array(ReleaseNote), (await t.as('acc02').get('/api/sysadmin/releases')).body)).toEqual([]);
    expect((await t.as('acc02').put(`/api/sysadmin/releases/${draft.id}`, release)).status).toBe(404);
    expect((await t.as('acc02').post(`/api/sysadmin/releases/${draft.id}/publish`, {})).status).toBe(404);
    expect((await t.as('acc02').del(`/api/sysadmin/releases/${draft.id}`)).status).toBe(404);
  });

  it('deletes a draft', async () => {
    const created = data(ReleaseNote, (await t.as('super01').post('/api/sysadmin/releases', { ...release, version: '3.0.1' })).body);
    expect((await t.as('super01').del(`/api/sysadmin/releases/${created.id}`)).status).toBe(200);
    expect(data(z.array(ReleaseNote), (await t.as('super01').get('/api/sysadmin/releases')).body).some((r) => r.id === created.id)).toBe(false);
  });
});

describe('文件配置', () => {
  it('lists the defaults (today’s 10MB and types) with the seeded image rule', async () => {
    const rules = data(z.array(FileUploadRule), (await t.as('sa01').get('/api/sysadmin/file-rules')).body);
    expect(rules.map((r) => [r.category, r.maxMb, r.saved])).toEqual([[0, 10, false], [101, 10, false], [201, 5, true]]);
    expect(rules[0]!.extensions).toContain('xlsx');
  });

  it('the upload endpoint enforces the configured size and types with a Chinese message, and defaults again after reset', async () => {
    const saved = await t.as('sa01').put('/api/sysadmin/file-rules/0', { name: '通用附件', extensions: ['PDF', 'png', 'pdf'], maxMb: 1 });
    expect(saved.status).toBe(200);
    expect(data(FileUploadRule, saved.body)).toMatchObject({ extensions: ['pdf', 'png'], maxMb: 1, saved: true });

    const big = await upload('emp01', '合同.pdf', Buffer.alloc(1024 * 1024 + 1, 1));
    expect(big.status).toBe(400);
    expect(big.body.msg).toBe('文件大小不能超过1MB');
    const refused = await upload('emp01', '清单.xlsx', Buffer.from('x'));
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('不支持的文件类型，允许的类型：pdf、png');
    expect((await upload('emp01', '合同.pdf', Buffer.alloc(1024 * 1024, 1))).status).toBe(200);
    // A category nobody configured follows the general rule.
    expect((await upload('emp01', '清单.xlsx', Buffer.from('x'), 77)).status).toBe(400);
    // 图片资源 (201): images only, 5MB.
    const pdfAsPicture = await upload('emp01', '合同.pdf', Buffer.from('%PDF'), 201);
    expect(pdfAsPicture.body.msg).toBe('不支持的文件类型，允许的类型：jpg、jpeg、png、gif、webp');
    const bigPicture = await upload('emp01', '大图.png', Buffer.alloc(5 * 1024 * 1024 + 1, 1), 201);
    expect(bigPicture.status).toBe(400);
    expect(bigPicture.body.msg).toBe('文件大小不能超过5MB');

    const reset = data(z.array(FileUploadRule), (await t.as('sa01').del('/api/sysadmin/file-rules/0')).body);
    expect(reset[0]).toMatchObject({ category: 0, maxMb: 10, saved: false });
    expect((await upload('emp01', '清单.xlsx', Buffer.from('x'))).status).toBe(200);
  });

  it('refuses bad input, unsafe types and a company administrator', async () => {
    const bad = await t.as('sa01').put('/api/sysadmin/file-rules/0', { name: '', extensions: ['.exe!'], maxMb: 100 });
    expect(bad.status).toBe(400);
    expect(bad.body.details?.map((d) => d.path)).toEqual(expect.arrayContaining(['name', 'maxMb']));
    const unsafe = await t.as('sa01').put('/api/sysadmin/file-rules/0', { name: '通用', extensions: ['pdf', 'exe'], maxMb: 5 });
    expect(unsafe.status).toBe(400);
    expect(unsafe.body.errorCode).toBe('sysadmin.file_rule_unsafe');
    expect((await t.as('acc02').put('/api/sysadmin/file-rules/0', { name: '通用', extensions: ['pdf'], maxMb: 5 })).status).toBe(403);
    expect((await t.as('acc02').del('/api/sysadmin/file-rules/201')).status).toBe(403);
  });
});

describe('网站页面', () => {
  const publicPage = async (key: string) => data(PublicSitePage, (await t.call({ method: 'GET', url: `/api/site/pages/${key}` })).body);

  it('lists the five pages with their seeded sections; the public page shows only the shown ones', async () => {
    const pages = data(z.array(SitePage), (await t.as('sa01').get('/api/sysadmin/site-pages')).body);
    expect(pages.map((p) => p.key)).toEqual(['home', 'estate', 'solution', 'usecase', 'aboutus']);
    expect(pages.find((p) => p.key === 'usecase')!.sections.map((s) => s.shown)).toEqual([false]);
    expect((await publicPage('usecase')).sections).toEqual([]);
    expect((await publicPage('home')).sections.map((s) => s.title)).toEqual(['服务承诺', '数据安全']);
  });

  it('an added, edited, hidden or deleted section shows on the public page accordingly; a hidden page shows none', async () => {
    const home = data(z.array(SitePage), (await t.as('sa01').get('/api/sysadmin/site-pages')).body).find((p) => p.key === 'home')!;
    const created = data(SiteSection, (await t.as('sa01').post('/api/sysadmin/site-sections', { pageId: home.id, title: '合作伙伴', text: '与多家银行、支付机构合作。', order: 5, shown: true })).body);
    expect((await publicPage('home')).sections.map((s) => s.title)).toEqual(['合作伙伴', '服务承诺', '数据安全']);
    await t.as('sa01').put(`/api/sysadmin/site-sections/${created.id}`, { title: '合作伙伴', text: '新文字', order: 50, shown: true });
    expect((await publicPage('home')).sections.at(-1)).toMatchObject({ title: '合作伙伴', text: '新文字' });
    await t.as('sa01').put(`/api/sysadmin/site-sections/${created.id}`, { title: '合作伙伴', text: '新文字', order: 50, shown: false });
    expect((await publicPage('home')).sections.map((s) => s.title)).not.toContain('合作伙伴');

    const hidden = data(SitePage, (await t.as('sa01').put(`/api/sysadmin/site-pages/${home.id}`, { title: '首页', order: 1, shown: false })).body);
    expect(hidden.shown).toBe(false);
    expect(await publicPage('home')).toMatchObject({ shown: false, sections: [] });
    const list = data(z.array(PublicSitePage.omit({ sections: true })), (await t.call({ method: 'GET', url: '/api/site/pages' })).body);
    expect(list.find((p) => p.key === 'home')!.shown).toBe(false);
    await t.as('sa01').put(`/api/sysadmin/site-pages/${home.id}`, { title: '首页', order: 1, shown: true });

    expect((await t.as('sa01').del(`/api/sysadmin/site-sections/${created.id}`)).status).toBe(200);
    expect((await t.as('sa01').del(`/api/sysadmin/site-sections/${created.id}`)).status).toBe(404);
  });

  it('refuses bad input, unknown pages and a company administrator', async () => {
    const bad = await t.as('sa01').post('/api/sysadmin/site-sections', { pageId: 1, title: '', text: '', order: -1, shown: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.details?.map((d) => d.path)).toEqual(expect.arrayContaining(['title', 'text', 'order', 'shown']));
    expect((await t.as('sa01').post('/api/sysadmin/site-sections', { pageId: 999999, title: 'a', text: 'b', order: 1, shown: true })).status).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/site/pages/nowhere' })).status).toBe(400);
    const pages = data(z.array(SitePage), (await t.as('acc02').get('/api/sysadmin/site-pages')).body);
    expect((await t.as('acc02').put(`/api/sysadmin/site-pages/${pages[0]!.id}`, { title: 'x', order: 1, shown: true })).status).toBe(403);
  });
});
