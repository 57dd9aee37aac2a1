import { AuditLogEntity } from '../modules/admin/entities/audit-log.entity';
import { ApiKeyEntity } from '../modules/api-keys/entities/api-key.entity';
import { LighthouseRunEntity } from '../modules/lighthouse/entities/lighthouse-run.entity';
import { WebhookDeliveryEntity } from '../modules/webhooks/entities/webhook-delivery.entity';
import { WebhookEndpointEntity } from '../modules/webhooks/entities/webhook-endpoint.entity';
import { UserTokenEntity } from '../modules/users/entities/user-token.entity';
import { ArticleEntity } from '../modules/articles/entities/article.entity';
import { ContactMessageEntity } from '../modules/contact/entities/contact-message.entity';
import { RemovalRequestEntity } from '../modules/removals/entities/removal-request.entity';
import { DetectionReportEntity } from '../modules/feedback/entities/detection-report.entity';
import { AnalysisEntity } from '../modules/analyses/entities/analysis.entity';
import { CategoryEntity } from '../modules/technologies/entities/category.entity';
import { TechnologyEntity } from '../modules/technologies/entities/technology.entity';
import { UserIdentityEntity } from '../modules/users/entities/user-identity.entity';
import { UserEntity } from '../modules/users/entities/user.entity';
import { ScoreHistoryEntity } from '../modules/websites/entities/score-history.entity';
import { WebsiteTechnologyEntity } from '../modules/websites/entities/website-technology.entity';
import { WebsiteEntity } from '../modules/websites/entities/website.entity';
import { WebsiteTechnologyHistoryEntity } from '../modules/websites/entities/website-technology-history.entity';
import { MonitorEntity } from '../modules/monitors/entities/monitor.entity';
import { BillingCustomerEntity } from '../modules/billing/entities/billing-customer.entity';
import { BillingEventEntity } from '../modules/billing/entities/billing-event.entity';
import { BillingSubscriptionEntity } from '../modules/billing/entities/billing-subscription.entity';
import { AdvisorySnapshotEntity } from '../modules/advisories/entities/advisory-snapshot.entity';

/** Every TypeORM entity of the backend (the data source registers them explicitly). */
export const ENTITIES = [
  AuditLogEntity,
  CategoryEntity,
  TechnologyEntity,
  WebsiteEntity,
  WebsiteTechnologyEntity,
  ScoreHistoryEntity,
  AnalysisEntity,
  UserEntity,
  UserIdentityEntity,
  UserTokenEntity,
  ArticleEntity,
  ContactMessageEntity,
  RemovalRequestEntity,
  DetectionReportEntity,
  ApiKeyEntity,
  WebhookEndpointEntity,
  WebhookDeliveryEntity,
  LighthouseRunEntity,
  WebsiteTechnologyHistoryEntity,
  MonitorEntity,
  BillingCustomerEntity,
  BillingSubscriptionEntity,
  BillingEventEntity,
  AdvisorySnapshotEntity,
];
