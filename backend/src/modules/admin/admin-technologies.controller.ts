import { Body, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { AdminTechnology, AdminTechnologyPage } from '@stacklens/contracts';
import type { AuthenticatedUser } from '../../common/identity/authenticated-user';
import { CurrentUser } from '../../common/identity/current-user';
import { ProblemDetailsDto } from '../../common/problem-details.dto';
import { TechnologiesAdminService } from '../technologies/technologies-admin.service';
import { AdminController } from './admin-controller.decorator';
import { AuditLogService } from './audit-log.service';
import {
  AdminIntegerParamsDto,
  AdminTechnologyDto,
  AdminTechnologyListQueryDto,
  AdminTechnologyPageDto,
  AdminTechnologyUpdateDto,
} from './dto/admin.dto';

/** The technology catalogue for operators (`/api/v2/admin/technologies`): list, show, edit metadata. */
@AdminController('technologies')
export class AdminTechnologiesController {
  constructor(
    private readonly technologies: TechnologiesAdminService,
    private readonly audit: AuditLogService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Technologies (filter category slug or id, q = name)' })
  @ApiOkResponse({ type: AdminTechnologyPageDto })
  list(@Query() query: AdminTechnologyListQueryDto): Promise<AdminTechnologyPage> {
    return this.technologies.list(query);
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminTechnologyDto })
  @ApiNotFoundResponse({ type: ProblemDetailsDto, description: 'technology-not-found' })
  get(@Param() params: AdminIntegerParamsDto): Promise<AdminTechnology> {
    return this.technologies.get(params.id);
  }

  @Patch(':id')
  @ApiOperation({
    summary:
      'Edit the name shown, description, website, icon, categories, latest-version source or manual latest version',
  })
  @ApiOkResponse({ type: AdminTechnologyDto })
  @ApiNotFoundResponse({ type: ProblemDetailsDto, description: 'technology-not-found' })
  update(
    @Param() params: AdminIntegerParamsDto,
    @Body() body: AdminTechnologyUpdateDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<AdminTechnology> {
    return this.technologies.update(params.id, body, this.audit.hook(user, 'update', 'technologies'));
  }
}
