import { z } from 'zod';
import { idOf, integer } from '../core/integers';
import { maxChars } from '../core/text';
import { businessDay } from '../core/calendar';

const requiredText = (label: string, max: number) =>
  z.string({ error: `请填写${label}` }).trim().min(1, { error: `请填写${label}` }).check(maxChars(max, `${label}最多${max}个字`));

/** 图片管理: where a picture is used. Site slots are the platform's; company-logo is one company's. */
export const PICTURE_SLOTS = ['site-logo', 'home-hero', 'company-logo'] as const;
export const PictureSlot = z.enum(PICTURE_SLOTS, { error: '请选择图片用途' });
export type PictureSlot = z.infer<typeof PictureSlot>;

export const SitePicture = z.object({
  id: z.number(),
  slot: PictureSlot,
  /** company-logo: the company; null for site slots. */
  targetCompanyId: z.number().nullable(),
  targetCompanyName: z.string().nullable(),
  fileId: z.number(),
  fileName: z.string(),
  size: z.number(),
  title: z.string(),
  /** Public address of the picture (no session needed), with the file id so a replacement is fetched anew. */
  url: z.string(),
  updatedAt: z.string(),
});
export type SitePicture = z.infer<typeof SitePicture>;

export const CreatePictureInput = z.object({
  slot: PictureSlot,
  targetCompanyId: idOf('请选择公司').nullable().default(null),
  fileId: idOf('请上传图片'),
  title: requiredText('图片名称', 100),
});
export type CreatePictureInput = z.input<typeof CreatePictureInput>;

export const ReplacePictureInput = z.object({
  id: idOf('图片编号不正确'),
  fileId: idOf('请上传图片'),
  title: requiredText('图片名称', 100),
});
export type ReplacePictureInput = z.input<typeof ReplacePictureInput>;

export const PictureIdInput = z.object({ id: idOf('图片编号不正确') });
export type PictureIdInput = z.input<typeof PictureIdInput>;

/** 版本发布 */
export const ReleaseNote = z.object({
  id: z.number(),
  version: z.string(),
  releaseDate: z.string(),
  title: z.string(),
  notes: z.string(),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  messageId: z.number().nullable(),
  updatedAt: z.string(),
});
export type ReleaseNote = z.infer<typeof ReleaseNote>;

export const ReleaseInput = z.object({
  version: z
    .string({ error: '请填写版本号' })
    .trim()
    .regex(/^v?\d+(\.\d+){1,3}([-.][0-9A-Za-z]+)?$/, { error: '版本号格式如 2.4.0 或 v2.4.0' })
    .check(maxChars(30, '版本号最多30个字')),
  releaseDate: businessDay('-', '发布'),
  title: requiredText('标题', 100),
  notes: z.string({ error: '请填写版本说明' }).check(maxChars(20000, '版本说明最多20000个字')),
});
export type ReleaseInput = z.input<typeof ReleaseInput>;

export const UpdateReleaseInput = ReleaseInput.extend({ id: idOf('版本编号不正确') });
export type UpdateReleaseInput = z.input<typeof UpdateReleaseInput>;

export const ReleaseIdInput = z.object({ id: idOf('版本编号不正确') });
export type ReleaseIdInput = z.input<typeof ReleaseIdInput>;

/** 文件配置 */
export const FileUploadRule = z.object({
  category: z.number(),
  name: z.string(),
  extensions: z.array(z.string()),
  maxMb: z.number(),
  /** false: the built-in default, not saved yet. */
  saved: z.boolean(),
});
export type FileUploadRule = z.infer<typeof FileUploadRule>;

/** The largest limit a category may have: the upload endpoint reads no more than this. */
export const UPLOAD_CEILING_MB = 50;

export const SaveFileRuleInput = z.object({
  category: integer(z.number({ error: '类别不正确' }).int({ error: '类别不正确' }).min(0, { error: '类别不正确' }).max(9999, { error: '类别不正确' })),
  name: requiredText('类别名称', 50),
  extensions: z
    .array(z.string().trim().toLowerCase().regex(/^[a-z0-9]{1,5}$/, { error: '扩展名只能是1到5位字母或数字，不带点' }), { error: '请填写允许的扩展名' })
    .min(1, { error: '至少允许一种扩展名' })
    .max(50, { error: '扩展名最多50种' }),
  maxMb: integer(z.number({ error: '请填写大小上限' })
    .int({ error: '大小上限须为整数（MB）' })
    .min(1, { error: '大小上限至少1MB' })
    .max(UPLOAD_CEILING_MB, { error: `大小上限不能超过${UPLOAD_CEILING_MB}MB` })),
});
export type SaveFileRuleInput = z.input<typeof SaveFileRuleInput>;

export const FileRuleCategoryInput = z.object({
  category: integer(z.number({ error: '类别不正确' }).int({ error: '类别不正确' }).min(0, { error: '类别不正确' })),
});

/** 网站页面 */
export const SITE_PAGE_KEYS = ['home', 'estate', 'solution', 'usecase', 'aboutus'] as const;
export const SitePageKey = z.enum(SITE_PAGE_KEYS, { error: '页面不正确' });
export type SitePageKey = z.infer<typeof SitePageKey>;

/** The marketing site's pages as they exist from the first start (titles as in the site's menu). */
export const DEFAULT_SITE_PAGES: { key: SitePageKey; title: string; order: number }[] = [
  { key: 'home', title: '首页', order: 1 },
  { key: 'estate', title: '楼盘管理', order: 2 },
  { key: 'solution', title: '解决方案', order: 3 },
  { key: 'usecase', title: '应用场景', order: 4 },
  { key: 'aboutus', title: '关于我们', order: 5 },
];

export const SiteSection = z.object({
  id: z.number(),
  pageId: z.number(),
  title: z.string(),
  text: z.string(),
  order: z.number(),
  shown: z.boolean(),
});
export type SiteSection = z.infer<typeof SiteSection>;

export const SitePage = z.object({
  id: z.number(),
  key: SitePageKey,
  title: z.string(),
  order: z.number(),
  shown: z.boolean(),
  sections: z.array(SiteSection),
});
export type SitePage = z.infer<typeof SitePage>;

export const UpdateSitePageInput = z.object({
  id: idOf('页面编号不正确'),
  title: requiredText('页面名称', 50),
  order: integer(z.number({ error: '请填写排序' }).int({ error: '排序须为整数' }).min(0, { error: '排序不能小于0' }).max(9999, { error: '排序不能大于9999' })),
  shown: z.boolean({ error: '请选择是否显示' }),
});
export type UpdateSitePageInput = z.input<typeof UpdateSitePageInput>;

export const SectionInput = z.object({
  pageId: idOf('请选择页面'),
  title: requiredText('栏目标题', 100),
  text: z.string({ error: '请填写栏目内容' }).trim().min(1, { error: '请填写栏目内容' }).check(maxChars(2000, '栏目内容最多2000个字')),
  order: integer(z.number({ error: '请填写排序' }).int({ error: '排序须为整数' }).min(0, { error: '排序不能小于0' }).max(9999, { error: '排序不能大于9999' })),
  shown: z.boolean({ error: '请选择是否显示' }),
});
export type SectionInput = z.input<typeof SectionInput>;

export const UpdateSectionInput = SectionInput.omit({ pageId: true }).extend({ id: idOf('栏目编号不正确') });
export type UpdateSectionInput = z.input<typeof UpdateSectionInput>;

export const SectionIdInput = z.object({ id: idOf('栏目编号不正确') });

/** What the public site reads: a page's shown sections; `shown` false hides the page's sections and its menu entry. */
export const PublicSitePage = z.object({
  key: SitePageKey,
  title: z.string(),
  shown: z.boolean(),
  sections: z.array(z.object({ id: z.number(), title: z.string(), text: z.string() })),
});
export type PublicSitePage = z.infer<typeof PublicSitePage>;
