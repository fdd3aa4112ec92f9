import type { z } from 'zod';
import type { InvoiceRequestDetail } from '@pm/contracts';
import type { Session } from '../../http/session';
import { getRequest } from './invoice-views';
import { issueRequest, PlatformUnavailable, StillIssuing, type IssueDeps } from './issue-invoice';
import { invoiceErrors } from './invoices.errors';
import * as repo from './invoices.repo';

/**
 * 刷新: asks the platform for a request's outcome now (a request the job gave up waiting for, or a 确认单 the buyer
 * has answered). A pending one is left to its job; a platform still busy or unreachable leaves it as it is.
 */
export async function refreshRequest(deps: IssueDeps, s: Session, id: number): Promise<z.output<typeof InvoiceRequestDetail>> {
  const request = await repo.requestById(deps.db, s.companyId, id);
  if (!request) throw invoiceErrors.requestNotFound();
  if (request.state === 'issuing') {
    try {
      await issueRequest({ ...deps, pollMs: 0 }, id);
    } catch (error) {
      if (!(error instanceof StillIssuing) && !(error instanceof PlatformUnavailable)) throw error;
    }
  }
  return getRequest(deps, s, id);
}
