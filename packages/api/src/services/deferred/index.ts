/**
 * Work a procedure starts but does not wait for, so the answer goes out first: forgot-password answers before it
 * looks for the account and mails the link, so its timing cannot tell whether an e-mail is registered.
 * Failures are logged, never thrown at the caller (who already has the answer). `settle()` waits for what is in
 * flight: the server calls it on shutdown, tests call it before reading the mailbox.
 */
export interface DeferredWork {
  defer(label: string, task: () => Promise<void>): void;
  settle(): Promise<void>;
}

export type DeferredErrorLog = (error: unknown, label: string) => void;

export function createDeferredWork(logError: DeferredErrorLog): DeferredWork {
  const inFlight = new Set<Promise<void>>();
  return {
    defer(label, task) {
      // setImmediate: not even the task's synchronous start runs before the answer is written.
      const run = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => logError(error, label))
        .finally(() => inFlight.delete(run));
      inFlight.add(run);
    },
    async settle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}
