/**
 * Synchronous work (a WASM engine, a query library) cannot be interrupted in-process, and while
 * it runs the deadline's timer cannot fire. A tool that ends such work in an error calls this
 * first: it yields one turn of the event loop, so a deadline that passed meanwhile is noticed
 * and the caller gets TIMEOUT rather than whatever the overrun ended in.
 */
export async function yieldToDeadline(signal: AbortSignal): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  signal.throwIfAborted();
}
