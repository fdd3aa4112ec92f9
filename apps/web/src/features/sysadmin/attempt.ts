/**
 * Runs a write and answers whether it went through. A refusal is already shown by the API client's error handler
 * (the server's Chinese message), so the screen only stops (keeps its dialog open) instead of leaving a rejection.
 */
export async function attempt(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch {
    return false;
  }
}
