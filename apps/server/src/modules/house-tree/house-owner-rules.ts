import { planOwnerEvent as plan, type Holding, type OwnerEventInput, type PlannedEvent } from '@pm/domain';
import { badRequest, rejected } from '../../errors/app-error';

// The ownership rules are pure (@pm/domain, house/house-owner-rules); this turns their refusal
// into the answer the API gives: a field error is a 400, an ownership conflict a 409 rejection.
export {
  chinaDay,
  shareHundredths as hundredths,
  shareText,
  type Holding,
  type OwnerEventInput,
  type PlannedEvent,
} from '@pm/domain';

/** The rows one ownership event appends; throws the AppError of a refused event. */
export function planOwnerEvent(
  current: Holding[],
  lastDate: string | null,
  input: OwnerEventInput,
  today: string,
): PlannedEvent[] {
  const planned = plan(current, lastDate, input, today);
  if (Array.isArray(planned)) return planned;
  if (planned.refused === 'conflict') throw rejected(409, `house_tree.${planned.code}`, planned.message);
  throw badRequest('validation.failed', planned.message, [{ path: planned.path, message: planned.message }]);
}
