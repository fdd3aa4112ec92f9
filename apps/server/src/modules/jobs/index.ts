// 后台作业, 定时任务 and export jobs: what the app and other modules use.
export { ExportJobs } from './export-jobs';
export { Exports } from './exports.service';
export { jobsPlugin } from './jobs.plugin';
