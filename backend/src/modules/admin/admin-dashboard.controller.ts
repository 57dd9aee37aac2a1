import { Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { AdminDashboard } from '@stacklens/contracts';
import { AdminController } from './admin-controller.decorator';
import { AdminDashboardService } from './admin-dashboard.service';
import { AdminDashboardDto } from './dto/admin.dto';

/** The panel's dashboard (`/api/v2/admin/dashboard`). */
@AdminController('')
export class AdminDashboardController {
  constructor(private readonly dashboard: AdminDashboardService) {}

  @Get('dashboard')
  @ApiOperation({
    summary: 'Analyses today and this month, queue depth, pending removal requests, new users this week',
  })
  @ApiOkResponse({ type: AdminDashboardDto })
  get(): Promise<AdminDashboard> {
    return this.dashboard.dashboard();
  }
}
