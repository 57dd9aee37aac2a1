import type { INestApplication } from '@nestjs/common';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { NextFunction, Request, Response } from 'express';
import { Authenticator } from '../../common/identity/authenticator.service';
import { IdentityError, IdentityErrorCode } from '../../common/identity/identity.error';
import { SESSION_CREDENTIAL } from '../../common/identity/session-credential.strategy';
import { problem, PROBLEM_CONTENT_TYPE } from '../../common/problem-details';
import { ProblemDetailsFilter } from '../../common/problem-details.filter';
import { AdminQueuesService } from './admin-queues.service';

/** Where the queue dashboard is served (the panel links to it). */
export const QUEUE_DASHBOARD_PATH = '/api/v2/admin/queues';

/**
 * Mounts bull-board (`@bull-board/express`, read-only: other methods 405) over every backend queue at {@link QUEUE_DASHBOARD_PATH},
 * behind the same rule as the admin API: a signed-in operator's session (401 sign-up-required anonymous, 403
 * not-an-operator otherwise, as problem details). Read-only: waiting/active/delayed/failed counts and failed jobs
 * with their errors; retrying and removing jobs stay with the backend's own jobs and sweepers. Called by the API's
 * composition root after the session middleware.
 */
export function mountQueueDashboard(app: INestApplication): void {
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
  createBullBoard({
    queues: app
      .get(AdminQueuesService)
      .queues()
      .map((queue) => new BullMQAdapter(queue, { readOnlyMode: true })),
    // @bull-board/express 9.10.1 pins its own @bull-board/api 9.10.1 while the backend has 9.10.2: the same adapter
    // interface, declared twice (private members make the copies nominally different to TypeScript).
    serverAdapter: serverAdapter as unknown as Parameters<typeof createBullBoard>[0]['serverAdapter'],
    options: { uiConfig: { boardTitle: 'StackLens queues' } },
  });
  const authenticator = app.get(Authenticator);
  const filter = new ProblemDetailsFilter();
  const operatorsOnly = (req: Request, res: Response, next: NextFunction) => {
    authenticator
      .authenticate(req, res)
      .then(({ user, strategy }) => {
        if (user.role !== 'admin') throw new IdentityError(IdentityErrorCode.NotAnOperator);
        if (strategy !== SESSION_CREDENTIAL) throw new IdentityError(IdentityErrorCode.SessionRequired);
        // Read-only: bull-board's actions (pause, retry, clean, …) are not offered, so no CSRF token is needed.
        if (req.method !== 'GET' && req.method !== 'HEAD') {
          res.status(405).set('allow', 'GET, HEAD').type(PROBLEM_CONTENT_TYPE);
          res.send(
            JSON.stringify(problem(405, 'queue-dashboard-read-only', 'The queue dashboard is read-only.')),
          );
          return;
        }
        next();
      })
      .catch((error: unknown) => {
        const body = filter.toProblem(error, req);
        res.status(body.status).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(body));
      });
  };
  app.use(QUEUE_DASHBOARD_PATH, operatorsOnly, serverAdapter.getRouter());
}
