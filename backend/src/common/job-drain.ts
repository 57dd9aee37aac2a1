import type { Logger } from '@nestjs/common';
import type { Worker } from 'bullmq';

/**
 * The running jobs of one BullMQ processor and how it stops (SIGTERM): no new job, the running ones get a grace
 * period to finish, then {@link signal} aborts — each job stops its work and goes back to the queue (the processor
 * moves it to the wait list at once, attempt not counted) so that another worker runs it. Used by the processors whose
 * jobs can outlast a pod's termination grace period (analyses, Lighthouse runs).
 */
export class JobDrain {
  /** Running jobs (job id → settles when its `process` call has returned or thrown). */
  private readonly running = new Map<string, Promise<unknown>>();
  private readonly handBack = new AbortController();

  /** `noun` names the jobs in the log line of a hand-back (e.g. `analyses`). */
  constructor(
    private readonly logger: Logger,
    private readonly noun: string,
  ) {}

  /** Aborted when the grace period is over: the running jobs stop and are handed back. */
  get signal(): AbortSignal {
    return this.handBack.signal;
  }

  /** Awaits `work`, counted as the running job `key` until it settles. */
  async track<T>(key: string, work: Promise<T>): Promise<T> {
    this.running.set(
      key,
      work.catch(() => undefined),
    );
    try {
      return await work;
    } finally {
      this.running.delete(key);
    }
  }

  /**
   * Drains `worker`: takes no new job, waits up to `graceMs` for the running ones, then aborts {@link signal} and
   * waits for them to be handed back. Safe to call again (then it only waits for the worker's close).
   */
  async drain(worker: Worker, graceMs: number): Promise<void> {
    // Closing (not pausing) makes BullMQ fetch no further job, not even the one it would take on finishing this one;
    // it resolves once the running jobs have ended (done, failed or handed back).
    const closed = worker.close();
    if (this.running.size) {
      const all = Promise.allSettled([...this.running.values()]);
      const grace = new Promise((resolve) => setTimeout(resolve, graceMs).unref());
      await Promise.race([all, grace]);
      if (this.running.size) {
        this.logger.warn(`Stopping: handing ${this.running.size} running ${this.noun} back to the queue`);
        this.handBack.abort();
        await all;
      }
    }
    await closed;
  }
}
