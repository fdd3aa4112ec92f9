/** Polls `check` (sync or async) until it gives something truthy; throws after `timeoutMs`. */
export async function until<T>(
  check: () => T | undefined | false | null | Promise<T | undefined | false | null>,
  timeoutMs = 10_000,
  everyMs = 10,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${timeoutMs} ms 内条件未满足`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
