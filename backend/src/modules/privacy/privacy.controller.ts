import { Controller, Delete, Get, Header, HttpCode, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AccountExport } from '@stacklens/contracts';
import type { Request, Response } from 'express';
import type { AuthenticatedUser } from '../../common/identity/authenticated-user';
import { CurrentUser } from '../../common/identity/current-user';
import { SessionOnlyGuard, SignedInGuard } from '../../common/identity/guards';
import { IdentityError, IdentityErrorCode } from '../../common/identity/identity.error';
import { SessionService } from '../../common/identity/session/session.service';
import { ProblemDetailsDto } from '../../common/problem-details.dto';
import { AccountExportDto } from './dto/privacy.dto';
import { PrivacyService } from './privacy.service';

/** Leaving and taking one's data along (`/api/v2/user`): account deletion and "Download my data". */
@ApiTags('user')
@ApiBearerAuth('apiKey')
@Controller({ path: 'v2/user' })
@UseGuards(SignedInGuard)
@ApiUnauthorizedResponse({ type: ProblemDetailsDto, description: 'sign-up-required' })
export class PrivacyController {
  constructor(
    private readonly privacy: PrivacyService,
    private readonly sessions: SessionService,
  ) {}

  @Delete()
  @UseGuards(SessionOnlyGuard)
  @HttpCode(204)
  @ApiOperation({
    summary:
      'Delete the account (needs a sign-in within 5 minutes, else 401 requires-recent-login): outstanding usage is ' +
      'reported and the subscription cancelled with a final invoice at Stripe first (503 billing-unavailable when ' +
      'Stripe cannot be reached: nothing is deleted); personal data is deleted or anonymised; every session ends',
  })
  @ApiNoContentResponse()
  @ApiServiceUnavailableResponse({ type: ProblemDetailsDto, description: 'billing-unavailable' })
  async delete(
    @CurrentUser() user: AuthenticatedUser,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    if (!this.sessions.isRecentLogin(req)) throw new IdentityError(IdentityErrorCode.RequiresRecentLogin);
    await this.privacy.deleteAccount(user);
    await this.sessions.signOut(req, res);
    await this.sessions.endAllForUser(user.id);
  }

  @Get('export')
  @UseGuards(SessionOnlyGuard)
  @Header('Content-Disposition', 'attachment; filename="stacklens-my-data.json"')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary:
      'Download my data: profile, identities (provider only), analyses, monitors, webhook endpoints (no secrets), ' +
      'API keys (prefix only), usage, billing summary, contact messages and removal requests (session only)',
  })
  @ApiOkResponse({ type: AccountExportDto })
  export(@CurrentUser() user: AuthenticatedUser): Promise<AccountExport> {
    return this.privacy.exportOf(user);
  }
}
