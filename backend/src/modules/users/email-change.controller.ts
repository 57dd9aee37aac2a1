import { Body, Controller, Delete, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Acknowledgement } from '@stacklens/contracts';
import { CurrentUser } from '../../common/identity/current-user';
import { SessionOnlyGuard, SignedInGuard } from '../../common/identity/guards';
import { ProblemDetailsDto } from '../../common/problem-details.dto';
import { ConfirmEmailChangeRequestDto, EmailChangeAcknowledgementDto } from './dto/users.dto';
import { EmailChangeService } from './email-change.service';
import type { UserEntity } from './entities/user.entity';

/** The pending email change (`/api/v2/user/email-change`): confirm by the mailed link, resend, cancel. */
@ApiTags('user')
@Controller({ path: 'v2/user/email-change' })
export class EmailChangeController {
  constructor(private readonly emailChange: EmailChangeService) {}

  @Post('confirm')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Confirm the new email address with the token of the link mailed to it (single use, 24 h; no sign-in needed)',
  })
  @ApiOkResponse({ type: EmailChangeAcknowledgementDto })
  @ApiBadRequestResponse({ type: ProblemDetailsDto, description: 'invalid-token' })
  @ApiConflictResponse({ type: ProblemDetailsDto, description: 'email-already-in-use' })
  async confirm(@Body() body: ConfirmEmailChangeRequestDto): Promise<Acknowledgement> {
    const { email } = await this.emailChange.confirm(body.token);
    return { ok: true, message: `Your email address is now ${email}.` };
  }

  @Post('resend')
  @HttpCode(200)
  @UseGuards(SignedInGuard, SessionOnlyGuard)
  @ApiOperation({ summary: 'Mail a new confirmation link to the pending address' })
  @ApiOkResponse({ type: EmailChangeAcknowledgementDto })
  @ApiNotFoundResponse({ type: ProblemDetailsDto, description: 'no-pending-email-change' })
  async resend(@CurrentUser() user: UserEntity): Promise<Acknowledgement> {
    await this.emailChange.resend(user.id);
    return { ok: true, message: `We sent a new confirmation link to ${user.pendingEmail}.` };
  }

  @Delete()
  @HttpCode(204)
  @UseGuards(SignedInGuard, SessionOnlyGuard)
  @ApiOperation({ summary: 'Cancel the pending email change (its link stops working)' })
  @ApiNoContentResponse()
  async cancel(@CurrentUser() user: UserEntity): Promise<void> {
    await this.emailChange.cancel(user.id);
  }
}
