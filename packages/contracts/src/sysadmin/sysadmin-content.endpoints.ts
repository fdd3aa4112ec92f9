import { z } from 'zod';
import { Id } from '../core/integers';
import { defineEndpoint } from '../core/endpoint';
import { getPublicSitePage, listPublicSitePages } from '../site/site-pages.endpoints';
import {
  CreatePictureInput,
  FileRuleCategoryInput,
  FileUploadRule,
  PictureIdInput,
  ReleaseIdInput,
  ReleaseInput,
  ReleaseNote,
  ReplacePictureInput,
  SaveFileRuleInput,
  SectionIdInput,
  SectionInput,
  SitePage,
  SitePicture,
  SiteSection,
  UpdateReleaseInput,
  UpdateSectionInput,
  UpdateSitePageInput,
} from './sysadmin-content.schemas';
import { reads, writes } from '../core/rights';

const admin = { auth: 'session', roles: ['sa', 'super'], tag: 'sysadmin' } as const;
const none = z.object({});

// 图片管理
export const listPictures = defineEndpoint({ ...admin, rights: reads('data_pictures-index'), method: 'GET', path: '/api/sysadmin/pictures', input: none, output: z.array(SitePicture), summary: '图片管理：站点图片与公司标志' });
export const createPicture = defineEndpoint({ ...admin, rights: writes('data_pictures-index'), method: 'POST', path: '/api/sysadmin/pictures', input: CreatePictureInput, output: SitePicture, summary: '登记一张已上传的图片到一个用途（站点标志、首页大图、公司标志）' });
export const replacePicture = defineEndpoint({ ...admin, rights: writes('data_pictures-index'), method: 'PUT', path: '/api/sysadmin/pictures/:id', input: ReplacePictureInput, output: SitePicture, summary: '替换图片（新上传的文件）或改名' });
export const deletePicture = defineEndpoint({ ...admin, rights: writes('data_pictures-index'), method: 'DELETE', path: '/api/sysadmin/pictures/:id', input: PictureIdInput, output: z.null(), summary: '删除图片：该处恢复内置图片' });
export const viewSitePicture = defineEndpoint({
  method: 'GET',
  path: '/api/site/pictures/:id/image',
  input: z.object({ id: Id }),
  output: z.null(),
  raw: true,
  auth: 'public',
  summary: '图片管理中登记的图片（公开：官网与标志使用）',
  tag: 'site',
});

// 版本发布
export const listReleases = defineEndpoint({ ...admin, rights: reads('data_release-index'), method: 'GET', path: '/api/sysadmin/releases', input: none, output: z.array(ReleaseNote), summary: '版本发布：本公司的版本说明，草稿与已发布' });
export const createRelease = defineEndpoint({ ...admin, rights: writes('data_release-index'), method: 'POST', path: '/api/sysadmin/releases', input: ReleaseInput, output: ReleaseNote, summary: '新建版本说明（草稿）' });
export const updateRelease = defineEndpoint({ ...admin, rights: writes('data_release-index'), method: 'PUT', path: '/api/sysadmin/releases/:id', input: UpdateReleaseInput, output: ReleaseNote, summary: '修改草稿；已发布的版本不能修改' });
export const publishRelease = defineEndpoint({ ...admin, rights: writes('data_release-index'), method: 'POST', path: '/api/sysadmin/releases/:id/publish', input: ReleaseIdInput, output: ReleaseNote, summary: '发布版本：写入系统消息，本公司及下级公司的员工登录时看到一次' });
export const deleteRelease = defineEndpoint({ ...admin, rights: writes('data_release-index'), method: 'DELETE', path: '/api/sysadmin/releases/:id', input: ReleaseIdInput, output: z.null(), summary: '删除草稿；已发布的版本不能删除' });

// 文件配置
export const listFileRules = defineEndpoint({ ...admin, rights: reads('data_file-config-index'), method: 'GET', path: '/api/sysadmin/file-rules', input: none, output: z.array(FileUploadRule), summary: '文件配置：各上传类别允许的扩展名与大小上限' });
export const saveFileRule = defineEndpoint({ ...admin, rights: writes('data_file-config-index'), method: 'PUT', path: '/api/sysadmin/file-rules/:category', input: SaveFileRuleInput, output: FileUploadRule, summary: '保存一个上传类别的规则（平台管理员）' });
export const resetFileRule = defineEndpoint({ ...admin, rights: writes('data_file-config-index'), method: 'DELETE', path: '/api/sysadmin/file-rules/:category', input: FileRuleCategoryInput, output: z.array(FileUploadRule), summary: '恢复一个上传类别的默认规则' });

// 网站页面
export const listSitePages = defineEndpoint({ ...admin, rights: reads('data_website-index'), method: 'GET', path: '/api/sysadmin/site-pages', input: none, output: z.array(SitePage), summary: '网站页面：官网页面与栏目' });
export const updateSitePage = defineEndpoint({ ...admin, rights: writes('data_website-index'), method: 'PUT', path: '/api/sysadmin/site-pages/:id', input: UpdateSitePageInput, output: SitePage, summary: '修改页面名称、排序与显示' });
export const createSiteSection = defineEndpoint({ ...admin, rights: writes('data_website-index'), method: 'POST', path: '/api/sysadmin/site-sections', input: SectionInput, output: SiteSection, summary: '新增页面栏目' });
export const updateSiteSection = defineEndpoint({ ...admin, rights: writes('data_website-index'), method: 'PUT', path: '/api/sysadmin/site-sections/:id', input: UpdateSectionInput, output: SiteSection, summary: '修改页面栏目' });
export const deleteSiteSection = defineEndpoint({ ...admin, rights: writes('data_website-index'), method: 'DELETE', path: '/api/sysadmin/site-sections/:id', input: SectionIdInput, output: z.null(), summary: '删除页面栏目' });
export const sysadminContentEndpoints = {
  listPictures,
  createPicture,
  replacePicture,
  deletePicture,
  viewSitePicture,
  listReleases,
  createRelease,
  updateRelease,
  publishRelease,
  deleteRelease,
  listFileRules,
  saveFileRule,
  resetFileRule,
  listSitePages,
  updateSitePage,
  createSiteSection,
  updateSiteSection,
  deleteSiteSection,
  getPublicSitePage,
  listPublicSitePages,
};
