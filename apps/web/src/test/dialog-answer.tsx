import { useEffect } from 'react';
import { finishDialog, useDialogQueue } from '../shared/dialogs';

/** Answers the shell's confirm dialogs (the app shell draws them; a component test has no shell). */
export function DialogAnswer({ answer, onAsked }: { answer: boolean; onAsked?: (message: string | undefined) => void }) {
  const request = useDialogQueue();
  useEffect(() => {
    if (!request || request.kind !== 'confirm') return;
    onAsked?.(request.message);
    request.resolve(answer);
    finishDialog(request);
  }, [request, answer, onAsked]);
  return null;
}
