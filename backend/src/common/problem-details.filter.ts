import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { ProblemCode, type ProblemDetails } from '@stacklens/contracts';
import type { Request, Response } from 'express';
import { DEPENDENCY_RETRY_AFTER_SECONDS, unavailableDependency } from './dependency-errors';
import { redactUrl } from './logging.module';
import { ProblemError } from './problem-error';
import { defaultProblemCode, problem, PROBLEM_CONTENT_TYPE } from './problem-details';
import { RequestValidationException } from './zod-validation.pipe';

type Problem = ProblemDetails & Record<string, unknown>;

const SERVICE_UNAVAILABLE = 'service-unavailable';

/**
 * Renders every error as RFC 9457 `application/problem+json` with a stable `code`: module errors
 * ({@link ProblemError}), validation failures (with field errors), Nest HTTP exceptions (unknown routes → 404
 * `not-found`), body-parser errors, and anything else as a 500 `internal-error` — never with a stack trace.
 */
@Catch()
export class ProblemDetailsFilter implements ExceptionFilter {
  private readonly logger = new Logger('ProblemDetails');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request>();
    const body = this.toProblem(exception, request);
    if (body.status >= 500) {
      const url = request?.originalUrl === undefined ? undefined : redactUrl(request.originalUrl);
      this.logger.error(
        { err: exception, method: request?.method, url },
        `${request?.method} ${url} failed: ${body.code}`,
      );
    }
    if (response.headersSent) return;
    if (exception instanceof ProblemError && exception.retryAfterSeconds !== undefined) {
      response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    }
    // Every 503 (a dependency down, the analysis queue full or unavailable) is temporary: say when to come back.
    if (body.status === 503 && !response.getHeader('Retry-After')) {
      response.setHeader('Retry-After', String(DEPENDENCY_RETRY_AFTER_SECONDS));
    }
    response.status(body.status).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(body));
  }

  /** Maps an exception to its problem document (exported for unit tests). */
  toProblem(exception: unknown, request?: Pick<Request, 'method' | 'originalUrl'>): Problem {
    if (exception instanceof ProblemError) {
      return problem(exception.status, exception.code, exception.detail, {
        title: exception.title,
        ...(exception.errors ? { errors: exception.errors } : {}),
      });
    }
    if (exception instanceof RequestValidationException) {
      return problem(400, ProblemCode.ValidationFailed, 'The request is not valid.', {
        errors: exception.errors,
      });
    }
    if (exception instanceof HttpException) return this.fromHttpException(exception, request);
    const dependency = unavailableDependency(exception);
    if (dependency) {
      return problem(
        HttpStatus.SERVICE_UNAVAILABLE,
        SERVICE_UNAVAILABLE,
        `The ${dependency === 'redis' ? 'queue and session store' : 'database'} cannot be reached; try again shortly.`,
      );
    }
    const bodyParserStatus = bodyParserErrorStatus(exception);
    if (bodyParserStatus) {
      return problem(
        bodyParserStatus,
        bodyParserStatus === 413 ? 'payload-too-large' : 'invalid-body',
        safeMessage(exception),
      );
    }
    return problem(
      HttpStatus.INTERNAL_SERVER_ERROR,
      ProblemCode.InternalError,
      'An unexpected error occurred.',
    );
  }

  private fromHttpException(
    exception: HttpException,
    request?: Pick<Request, 'method' | 'originalUrl'>,
  ): Problem {
    const status = exception.getStatus();
    const response = exception.getResponse();
    const payload =
      typeof response === 'object' && response !== null ? (response as Record<string, unknown>) : {};
    // Terminus: 503 with {status: 'error', info, error, details}.
    if (status === HttpStatus.SERVICE_UNAVAILABLE && payload.details && payload.status === 'error') {
      return problem(status, SERVICE_UNAVAILABLE, 'A dependency is not healthy.', {
        checks: payload.details,
      });
    }
    const isRouteNotFound =
      status === HttpStatus.NOT_FOUND &&
      typeof payload.message === 'string' &&
      payload.message.startsWith('Cannot ');
    if (isRouteNotFound && request) {
      return problem(
        404,
        ProblemCode.NotFound,
        `There is no ${request.method} ${request.originalUrl?.split('?')[0]}.`,
      );
    }
    const code = typeof payload.code === 'string' ? payload.code : defaultProblemCode(status);
    const detail =
      typeof payload.detail === 'string'
        ? payload.detail
        : typeof response === 'string'
          ? response
          : typeof payload.message === 'string'
            ? payload.message
            : Array.isArray(payload.message)
              ? payload.message.join('; ')
              : exception.message;
    return problem(status, code, status >= 500 ? 'An unexpected error occurred.' : detail);
  }
}

function bodyParserErrorStatus(exception: unknown): number | null {
  if (typeof exception !== 'object' || exception === null) return null;
  const { status, type } = exception as { status?: unknown; type?: unknown };
  if (typeof type !== 'string' || !type.startsWith('entity.')) return null;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : 400;
}

function safeMessage(exception: unknown): string {
  return exception instanceof Error ? exception.message : 'The request body could not be read.';
}
