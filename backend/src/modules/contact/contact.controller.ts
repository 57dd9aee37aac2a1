import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { ContactResponse } from '@stacklens/contracts';
import type { Request } from 'express';
import { ProblemDetailsDto } from '../../common/problem-details.dto';
import { ContactThrottlerGuard } from './contact-throttler.guard';
import { ContactService } from './contact.service';
import { ContactRequestDto, ContactResponseDto } from './dto/contact.dto';

/** The contact form (`POST /api/v2/contact/submit`): anonymous or signed in, CSRF-protected, rate-limited. */
@ApiTags('contact')
@Controller({ path: 'v2/contact' })
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post('submit')
  @HttpCode(200)
  @UseGuards(ContactThrottlerGuard)
  @ApiOperation({
    summary: 'Send a message to the operators (stored and mailed); the `website` field is a honeypot',
  })
  @ApiOkResponse({ type: ContactResponseDto })
  @ApiBadRequestResponse({ type: ProblemDetailsDto, description: 'validation-failed' })
  @ApiForbiddenResponse({ type: ProblemDetailsDto, description: 'csrf-invalid' })
  @ApiTooManyRequestsResponse({ type: ProblemDetailsDto, description: 'rate-limited (per address and hour)' })
  submit(@Body() body: ContactRequestDto, @Req() req: Request): Promise<ContactResponse> {
    return this.contact.submit(body, { userId: req.session?.userId ?? null, clientAddress: req.ip ?? null });
  }
}
