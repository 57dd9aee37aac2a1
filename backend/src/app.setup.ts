import type { INestApplication } from '@nestjs/common';
import compression from 'compression';
import { json, raw, urlencoded, type RequestHandler } from 'express';
import helmet from 'helmet';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import { cleanupOpenApiDoc } from 'nestjs-zod';
import { withoutSessionCookieWhenAuthorized } from './common/identity/session/csrf.service';
import { SESSION_MIDDLEWARE } from './common/identity/session/session.tokens';
import { Metrics } from './common/metrics/metrics';
import { ProblemDetailsDto } from './common/problem-details.dto';
import { ProblemDetailsFilter } from './common/problem-details.filter';
import { refuseInvalidRequestText } from './common/request-text';
import { addWebhooks, applyZodSchemas } from './common/openapi';
import { ZodValidationPipe } from './common/zod-validation.pipe';
import { APP_CONFIG, type AppConfig } from './config/config';
import { ADMIN_OPENAPI_DTOS } from './modules/admin/dto/admin.dto';
import { mountQueueDashboard } from './modules/admin/queue-dashboard';
import { ANALYSIS_OPENAPI_DTOS } from './modules/analyses/dto/analysis.dto';
import { ANALYTICS_OPENAPI_DTOS } from './modules/analytics/dto/analytics.dto';
import { API_KEYS_OPENAPI_DTOS } from './modules/api-keys/dto/api-keys.dto';
import { ARTICLES_OPENAPI_DTOS } from './modules/articles/dto/articles.dto';
import { AUTH_OPENAPI_DTOS } from './modules/auth/dto/auth.dto';
import { CONTACT_OPENAPI_DTOS } from './modules/contact/dto/contact.dto';
import { INSIGHTS_OPENAPI_DTOS } from './modules/insights/dto/insights.dto';
import { REMOVALS_OPENAPI_DTOS } from './modules/removals/dto/removals.dto';
import { FEEDBACK_OPENAPI_DTOS } from './modules/feedback/dto/feedback.dto';
import { LISTS_OPENAPI_DTOS } from './modules/lists/dto/lists.dto';
import { SITE_OPENAPI_DTOS } from './modules/site/dto/site.dto';
import { TECHNOLOGIES_OPENAPI_DTOS } from './modules/technologies/dto/technologies.dto';
import { ADVISORIES_OPENAPI_DTOS } from './modules/advisories/dto/advisories.dto';
import { USERS_OPENAPI_DTOS } from './modules/users/dto/users.dto';
import { PRIVACY_OPENAPI_DTOS } from './modules/privacy/dto/privacy.dto';
import { WEBHOOK_EVENT_DOCS, WEBHOOKS_OPENAPI_DTOS } from './modules/webhooks/dto/webhooks.dto';
import { LIGHTHOUSE_OPENAPI_DTOS } from './modules/lighthouse/dto/lighthouse.dto';
import { MONITORS_OPENAPI_DTOS } from './modules/monitors/dto/monitors.dto';
import { BILLING_OPENAPI_DTOS } from './modules/billing/dto/billing.dto';
import { WEBSITES_OPENAPI_DTOS } from './modules/websites/dto/websites.dto';

/**
 * Everything the HTTP API needs besides its modules — shared by main.ts and the integration tests:
 * security headers (helmet), compression, global prefix `/api`, pino logger, problem-details errors, zod
 * validation, OpenAPI at `/api/docs.json`,
 * server-side sessions (cookie + Redis; CSRF is a global guard of the session module).
 */
export function configureHttpApp(app: INestApplication): INestApplication {
  app.useLogger(app.get(Logger));
  const config = app.get<AppConfig>(APP_CONFIG);
  const express = app.getHttpAdapter().getInstance() as {
    disable?: (setting: string) => void;
    set?: (setting: string, value: unknown) => void;
  };
  express.disable?.('x-powered-by');
  app.use(app.get(Metrics).httpMiddleware());
  if (config.session.trustProxy > 0) express.set?.('trust proxy', config.session.trustProxy);
  // Security headers (helmet's defaults: a CSP that lets a JSON answer load nothing, nosniff, HSTS, no
  // X-Powered-By, …) and compression of bodies from 1 KB (a result with its technologies, the OpenAPI document).
  app.use(helmet());
  app.use(compression({ threshold: 1024 }));
  // One credential per request: a request with an Authorization header is never signed in by the session cookie.
  // Stripe signs the raw body of its webhooks: keep it as a Buffer there (before any JSON parsing).
  app.use('/api/v2/billing/webhook', raw({ type: '*/*', limit: '1mb' }));
  // Nest's own body parsers (same options; Nest skips its registration when these are present), here so that
  // NUL, control characters, lone surrogates and bad percent-encoding in the path, query or body are refused
  // with 400 before anything reads them.
  app.use(json());
  app.use(urlencoded({ extended: true }));
  app.use(refuseInvalidRequestText());
  app.use(withoutSessionCookieWhenAuthorized(config.session.cookieName));
  app.use(app.get<RequestHandler>(SESSION_MIDDLEWARE));
  // The operators' queue dashboard (bull-board), behind the admin rule, before Nest's routes.
  mountQueueDashboard(app);
  // robots.txt and sitemap.xml live at the site root (the web server passes them to the API).
  app.setGlobalPrefix('api', { exclude: ['robots.txt', 'sitemap.xml', 'metrics'] });
  app.useGlobalFilters(new ProblemDetailsFilter());
  app.useGlobalPipes(new ZodValidationPipe());
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('StackLens API')
      .setDescription(
        'Website technology-stack analysis. Errors are RFC 9457 application/problem+json with a stable `code`.',
      )
      .setVersion('0.1.0')
      .setOpenAPIVersion('3.1.0')
      .addBearerAuth(
        {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'sl_live_…',
          description:
            'An API key created on /user/api-keys: acts as its owner, no CSRF token; 60 requests a minute per key (RateLimit headers).',
        },
        'apiKey',
      )
      .addCookieAuth(
        'stacklens.sid',
        { type: 'apiKey', in: 'cookie', description: 'Browser session (needs x-csrf-token on changes)' },
        'session',
      )
      .build(),
  );
  const openApi = applyZodSchemas(cleanupOpenApiDoc(document, { version: '3.1' }), [
    ...ANALYSIS_OPENAPI_DTOS,
    ...WEBSITES_OPENAPI_DTOS,
    ProblemDetailsDto,
    ...AUTH_OPENAPI_DTOS,
    ...USERS_OPENAPI_DTOS,
    ...PRIVACY_OPENAPI_DTOS,
    ...TECHNOLOGIES_OPENAPI_DTOS,
    ...ADVISORIES_OPENAPI_DTOS,
    ...INSIGHTS_OPENAPI_DTOS,
    ...ARTICLES_OPENAPI_DTOS,
    ...CONTACT_OPENAPI_DTOS,
    ...REMOVALS_OPENAPI_DTOS,
    ...FEEDBACK_OPENAPI_DTOS,
    ...LISTS_OPENAPI_DTOS,
    ...API_KEYS_OPENAPI_DTOS,
    ...WEBHOOKS_OPENAPI_DTOS,
    ...LIGHTHOUSE_OPENAPI_DTOS,
    ...MONITORS_OPENAPI_DTOS,
    ...BILLING_OPENAPI_DTOS,
    ...ADMIN_OPENAPI_DTOS,
    ...SITE_OPENAPI_DTOS,
    ...ANALYTICS_OPENAPI_DTOS,
  ]);
  SwaggerModule.setup('api/docs', app, addWebhooks(openApi, WEBHOOK_EVENT_DOCS), {
    ui: false,
    raw: ['json'],
    jsonDocumentUrl: 'api/docs.json',
  });
  return app;
}
