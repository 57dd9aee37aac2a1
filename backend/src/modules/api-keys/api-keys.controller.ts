import { Body, Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { ApiKeyList, CreatedApiKey } from '@stacklens/contracts';
import type { AuthenticatedUser } from '../../common/identity/authenticated-user';
import { CurrentUser } from '../../common/identity/current-user';
import { SessionOnlyGuard, SignedInGuard, VerifiedEmailGuard } from '../../common/identity/guards';
import { ProblemDetailsDto } from '../../common/problem-details.dto';
import { ApiKeysService } from './api-keys.service';
import {
  ApiKeyIdParamsDto,
  ApiKeyListDto,
  CreateApiKeyRequestDto,
  CreatedApiKeyDto,
} from './dto/api-keys.dto';

/**
 * The signed-in user's API keys (`/api/v2/api-keys`): managed from a browser session with a verified email (a key
 * cannot mint or revoke keys).
 */
@ApiTags('api-keys')
@Controller({ path: 'v2/api-keys' })
@UseGuards(SignedInGuard, VerifiedEmailGuard, SessionOnlyGuard)
@ApiUnauthorizedResponse({ type: ProblemDetailsDto, description: 'sign-up-required' })
@ApiForbiddenResponse({
  type: ProblemDetailsDto,
  description: 'email-not-verified, session-required, csrf-invalid',
})
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @Post()
  @ApiOperation({
    summary:
      'Create an API key limited to the given scopes (default analyses:write, websites:read): the full key is in this response only',
  })
  @ApiCreatedResponse({ type: CreatedApiKeyDto })
  @ApiConflictResponse({ type: ProblemDetailsDto, description: 'too-many-api-keys (10 active)' })
  create(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: CreateApiKeyRequestDto,
  ): Promise<CreatedApiKey> {
    return this.keys.create(user.id, body.name, body.scopes);
  }

  @Get()
  @ApiOperation({ summary: 'The active API keys: name, prefix, scopes, created, last used (never the key)' })
  @ApiOkResponse({ type: ApiKeyListDto })
  list(@CurrentUser() user: AuthenticatedUser): Promise<ApiKeyList> {
    return this.keys.list(user.id);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Revoke an API key (refused at once from then on)' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ProblemDetailsDto, description: 'api-key-not-found' })
  async revoke(@CurrentUser() user: AuthenticatedUser, @Param() params: ApiKeyIdParamsDto): Promise<void> {
    await this.keys.revoke(user.id, params.id);
  }
}
