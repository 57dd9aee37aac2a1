import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { TechnologyChangesResponse } from '@stacklens/contracts';
import type { AuthenticatedUser } from '../../common/identity/authenticated-user';
import { CurrentUser } from '../../common/identity/current-user';
import { SignedInGuard } from '../../common/identity/guards';
import { RequireScope } from '../../common/identity/scopes';
import { ProblemDetailsDto } from '../../common/problem-details.dto';
import { TechnologyChangesQueryDto, TechnologyChangesResponseDto } from './dto/websites.dto';
import { WebsitesService } from './websites.service';

/** The signed-in user's home feed: recent changes of their technologies of interest on visible websites. */
@ApiTags('user')
@ApiBearerAuth('apiKey')
@Controller({ path: 'v2/user/technology-changes' })
@UseGuards(SignedInGuard)
@ApiUnauthorizedResponse({ type: ProblemDetailsDto, description: 'sign-up-required' })
export class TechnologyChangesController {
  constructor(private readonly websites: WebsitesService) {}

  @Get()
  @RequireScope('websites:read')
  @ApiOperation({
    summary:
      'Recent changes (added, removed, version changed) of the technologies of interest on visible websites, newest first',
  })
  @ApiOkResponse({ type: TechnologyChangesResponseDto })
  list(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: TechnologyChangesQueryDto,
  ): Promise<TechnologyChangesResponse> {
    return this.websites.technologyChangesOf(user.id, query.limit);
  }
}
