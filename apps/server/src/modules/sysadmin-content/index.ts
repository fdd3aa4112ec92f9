// The sysadmin-content module's public surface (图片管理, 版本发布, 文件配置, 网站页面).
export { uploadRuleFor, DEFAULT_UPLOAD_RULES } from './file-rules';
export { sitePictureUrls } from './pictures';
export { ensureSitePages } from './site-pages.repo';
