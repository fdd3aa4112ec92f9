import type { JobEngine, JobKind } from '../../jobs/index';
import { issueRequest, type IssueDeps } from './issue-invoice';
import { ISSUE_JOB } from './request-invoice';

/**
 * 开具电子发票 as a job: one task per request. A task that finds the outcome (or a 确认单 waiting for the buyer)
 * is done; one whose platform is unreachable or has no outcome yet is delivered again after a while (the same
 * request number each time, so nothing is issued twice). After the last try the request stays 开具中 for the
 * callback or 刷新 to settle.
 */
export function issueJobKind(jobs: JobEngine, deps: IssueDeps): JobKind {
  return {
    kind: ISSUE_JOB,
    queue: 'einvoice',
    expireInSeconds: 180,
    retryLimit: 10,
    retryDelaySeconds: 30,
    concurrency: 2,
    async runTask(run) {
      const { requestId } = run.task.data as { requestId: number };
      await issueRequest(deps, requestId);
      await jobs.inTask(run, async () => 1);
    },
    describe: (error) =>
      error instanceof Error ? `开具电子发票未完成：${error.message}`.slice(0, 500) : '开具电子发票未完成',
  };
}
