import { getQueueToken } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { AdminQueueCounts } from '@stacklens/contracts';
import type { Queue } from 'bullmq';
import { QUEUES } from '../../common/queues';

/** Every queue of `common/queues.ts`, as the admin module registers them. */
export const ADMIN_QUEUE_NAMES: string[] = Object.values(QUEUES);

/** The backend's BullMQ queues for the operators: job counts (dashboard) and the queues bull-board shows. */
@Injectable()
export class AdminQueuesService {
  constructor(private readonly moduleRef: ModuleRef) {}

  /** The queue instances (registered by the admin module with the root connection and prefix). */
  queues(): Queue[] {
    return ADMIN_QUEUE_NAMES.map((name) => this.moduleRef.get<Queue>(getQueueToken(name), { strict: false }));
  }

  /** Waiting (incl. prioritized), active, delayed and failed jobs of each queue. */
  async counts(): Promise<AdminQueueCounts[]> {
    return Promise.all(
      this.queues().map(async (queue) => {
        const counts = await queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed');
        return {
          name: queue.name,
          waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
          active: counts.active ?? 0,
          delayed: counts.delayed ?? 0,
          failed: counts.failed ?? 0,
        };
      }),
    );
  }
}
