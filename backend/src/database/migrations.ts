import { InitialSchema1760000000000 } from './migrations/1760000000000-initial-schema';
import { Accounts1763000000000 } from './migrations/1763000000000-accounts';
import { Content1764500000000 } from './migrations/1764500000000-content';
import { ApiKeys1765100000000 } from './migrations/1765100000000-api-keys';
import { Webhooks1765150000000 } from './migrations/1765150000000-webhooks';
import { Monitors1765200000000 } from './migrations/1765200000000-monitors';
import { Billing1765250000000 } from './migrations/1765250000000-billing';
import { Admin1765300000000 } from './migrations/1765300000000-admin';
import { ArticleSeeds1765300000100 } from './migrations/1765300000100-article-seeds';
import { Lighthouse1765400000000 } from './migrations/1765400000000-lighthouse';
import { DetectionReports1765600000000 } from './migrations/1765600000000-detection-reports';
import { PendingEmailChange1795756643709 } from './migrations/1795756643709-pending-email-change';
import { LeavingAuditActor1795756698150 } from './migrations/1795756698150-leaving-audit-actor';
import { SignInThrottle1795756722625 } from './migrations/1795756722625-sign-in-throttle';
import { LighthouseLimits1795756730119 } from './migrations/1795756730119-lighthouse-limits';
import { ScopesWebhookSecrets1795756732453 } from './migrations/1795756732453-scopes-webhook-secrets';
import { PausedMonitors1795757241466 } from './migrations/1795757241466-paused-monitors';
import { AnalyticsPageViews1795760039796 } from './migrations/1795760039796-analytics-page-views';
import { AccountSetup1795762138889 } from './migrations/1795762138889-account-setup';
import { Vulnerabilities1795800000000 } from './migrations/1795800000000-vulnerabilities';
import { TechnologyLists1795801000000 } from './migrations/1795801000000-technology-lists';
import { NamedSoftware1795900000000 } from './migrations/1795900000000-named-software';

/** Every migration, oldest first (listed explicitly so that jest, ts-node and the build all find them). */
export const MIGRATIONS = [
  InitialSchema1760000000000,
  Accounts1763000000000,
  Content1764500000000,
  ApiKeys1765100000000,
  Webhooks1765150000000,
  Monitors1765200000000,
  Billing1765250000000,
  Admin1765300000000,
  ArticleSeeds1765300000100,
  Lighthouse1765400000000,
  DetectionReports1765600000000,
  PendingEmailChange1795756643709,
  LeavingAuditActor1795756698150,
  SignInThrottle1795756722625,
  LighthouseLimits1795756730119,
  ScopesWebhookSecrets1795756732453,
  PausedMonitors1795757241466,
  AnalyticsPageViews1795760039796,
  AccountSetup1795762138889,
  Vulnerabilities1795800000000,
  TechnologyLists1795801000000,
  NamedSoftware1795900000000,
];
