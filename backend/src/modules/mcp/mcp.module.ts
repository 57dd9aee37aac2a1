import { Module } from '@nestjs/common';
import { AnalysesModule } from '../analyses/analyses.module';
import { LighthouseModule } from '../lighthouse/lighthouse.module';
import { ListsModule } from '../lists/lists.module';
import { MonitorsModule } from '../monitors/monitors.module';
import { TechnologiesModule } from '../technologies/technologies.module';
import { WebsitesModule } from '../websites/websites.module';
import { McpController } from './mcp.controller';
import { McpToolsService } from './mcp-tools.service';

/**
 * The MCP server (`POST /api/mcp`, issue 21 §3): the API's operations as tools for AI assistants, over the owning
 * modules' services (no HTTP to ourselves). Owns no table. API process only.
 */
@Module({
  imports: [
    AnalysesModule,
    WebsitesModule,
    TechnologiesModule,
    LighthouseModule,
    MonitorsModule,
    ListsModule,
  ],
  controllers: [McpController],
  providers: [McpToolsService],
})
export class McpModule {}
