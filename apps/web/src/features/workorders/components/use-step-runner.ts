import { useState } from 'react';
import { ApiError } from '../../../api/client';
import { useStep, type StepCall, type WorkOrderDetail } from '../api/workorders';
import { errorText } from '../../../api/error-text';

/**
 * Runs a step for a dialog: success closes it; a 409 (the order changed meanwhile) closes it too and shows the
 * server's message on the order, which the hook reads again; any other refusal stays in the dialog.
 */
export function useStepRunner(order: WorkOrderDetail, close: () => void) {
  const step = useStep(order);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (call: StepCall) => {
    setFailure(null);
    try {
      await step.mutateAsync(call);
      close();
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 409)) throw error;
      close();
      setFailure(errorText(error));
    }
  };
  return { submit, failure, setFailure, pending: step.isPending };
}
