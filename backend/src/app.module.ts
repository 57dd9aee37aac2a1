import { DynamicModule, Module } from '@nestjs/common';
import { AppConfigModule } from './config/config.module';
import type { AppConfig } from './config/config';
import { LoggingModule } from './common/logging.module';
import { MetricsModule } from './common/metrics/metrics.module';
import { IdentityModule } from './common/identity/identity.module';
import { QueueRootModule } from './common/queue-root.module';
import { SharedCacheModule } from './common/cache/shared-cache.module';
import { DatabaseModule } from './database/database.module';
import { AdminModule } from './modules/admin/admin.module';
import { AnalysesModule } from './modules/analyses/analyses.module';
import { AdvisoriesApiModule } from './modules/advisories/advisories-api.module';
import { AnalyticsModule } from './modules/analytics/analytics.module';
import { ApiKeyCredentialStrategy } from './modules/api-keys/api-key-credential.strategy';
import { ApiKeysModule } from './modules/api-keys/api-keys.module';
import { ArticlesModule } from './modules/articles/articles.module';
import { AuthModule } from './modules/auth/auth.module';
import { ContactModule } from './modules/contact/contact.module';
import { HealthModule } from './modules/health/health.module';
import { InsightsModule } from './modules/insights/insights.module';
import { RemovalsModule } from './modules/removals/removals.module';
import { FeedbackModule } from './modules/feedback/feedback.module';
import { SiteModule } from './modules/site/site.module';
import { SitemapModule } from './modules/sitemap/sitemap.module';
import { TechnologiesModule } from './modules/technologies/technologies.module';
import { UserAccountLookup } from './modules/users/user-account.lookup';
import { UsersApiModule } from './modules/users/users-api.module';
import { PrivacyModule } from './modules/privacy/privacy.module';
import { UsersModule } from './modules/users/users.module';
import { WebhooksApiModule } from './modules/webhooks/webhooks-api.module';
import { LighthouseApiModule } from './modules/lighthouse/lighthouse-api.module';
import { MonitorsApiModule } from './modules/monitors/monitors-api.module';
import { BillingApiModule } from './modules/billing/billing-api.module';
import { WebsitesApiModule } from './modules/websites/websites-api.module';
import { WebsitesModule } from './modules/websites/websites.module';
import { ListsApiModule } from './modules/lists/lists-api.module';

import { McpModule } from './modules/mcp/mcp.module';
/** The HTTP API (no queue processors: those run in the worker, see worker.module.ts). */
@Module({})
export class AppModule {
  static forRoot(config?: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(config),
        LoggingModule,
        MetricsModule.forProcess('api'),
        DatabaseModule,
        QueueRootModule,
        SharedCacheModule,
        IdentityModule.forRoot({
          imports: [UsersModule, ApiKeysModule],
          accountLookup: UserAccountLookup,
          strategies: [ApiKeyCredentialStrategy],
        }),
        HealthModule,
        AuthModule,
        UsersApiModule,
        PrivacyModule,
        ApiKeysModule,
        WebhooksApiModule,
        LighthouseApiModule,
        MonitorsApiModule,
        BillingApiModule,
        AnalysesModule,
        WebsitesModule,
        WebsitesApiModule,
        ListsApiModule,
        TechnologiesModule,
        InsightsModule,
        ArticlesModule,
        ContactModule,
        RemovalsModule,
        FeedbackModule,
        SitemapModule,
        SiteModule,
        AdminModule,
        AnalyticsModule,
        McpModule,
        AdvisoriesApiModule,
      ],
    };
  }
}
