import { Module } from '@nestjs/common';
import { ExportSlots } from './export-slots';
import { ListUsageService } from './list-usage.service';
import { ListsService } from './lists.service';

/**
 * Technology lists (which websites run a technology): {@link ListsService} for the REST endpoint and other callers
 * (the MCP tool `list_websites_using`), {@link ListUsageService} for the paid plans' monthly list allowance, {@link ExportSlots} for the exports' concurrency caps.
 * Its HTTP controller is in `ListsApiModule`.
 */
@Module({
  providers: [ListsService, ListUsageService, ExportSlots],
  exports: [ListsService],
})
export class ListsModule {}
