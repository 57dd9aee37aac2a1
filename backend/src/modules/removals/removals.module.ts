import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module';
import { WebsitesModule } from '../websites/websites.module';
import { RemovalRequestEntity } from './entities/removal-request.entity';
import { RemovalsController } from './removals.controller';
import { RemovalsAdminService } from './removals-admin.service';
import { RemovalsService } from './removals.service';

/** Removal requests for public results; approval hides the website (reviewed by operators in the admin panel: {@link RemovalsAdminService}). */
@Module({
  imports: [TypeOrmModule.forFeature([RemovalRequestEntity]), WebsitesModule, MailModule],
  controllers: [RemovalsController],
  providers: [RemovalsService, RemovalsAdminService],
  exports: [RemovalsService, RemovalsAdminService],
})
export class RemovalsModule {}
