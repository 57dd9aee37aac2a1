import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBearerAuth,
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
import type {
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookEndpoint,
  WebhookEndpointList,
  WebhookEndpointWithSecret,
} from '@stacklens/contracts';
import type { AuthenticatedUser } from '../../common/identity/authenticated-user';
import { CurrentUser } from '../../common/identity/current-user';
import { SignedInGuard, VerifiedEmailGuard } from '../../common/identity/guards';
import { RequireScope } from '../../common/identity/scopes';
import { ProblemDetailsDto } from '../../common/problem-details.dto';
import {
  CreateWebhookEndpointRequestDto,
  DeliveriesQueryDto,
  UpdateWebhookEndpointRequestDto,
  WebhookDeliveryDto,
  WebhookDeliveryPageDto,
  WebhookEndpointDto,
  WebhookEndpointListDto,
  WebhookEndpointWithSecretDto,
  WebhookIdParamsDto,
} from './dto/webhooks.dto';
import { WebhookEndpointsService } from './webhook-endpoints.service';

/**
 * Webhook endpoints and their delivery log (`/api/v2/webhook-endpoints`, `/api/v2/webhook-deliveries`): a session or
 * an API key with webhooks:write.
 */
@ApiTags('webhooks')
@ApiBearerAuth('apiKey')
@Controller({ path: 'v2' })
@UseGuards(SignedInGuard, VerifiedEmailGuard)
@RequireScope('webhooks:write')
@ApiUnauthorizedResponse({ type: ProblemDetailsDto, description: 'sign-up-required' })
@ApiForbiddenResponse({ type: ProblemDetailsDto, description: 'email-not-verified, csrf-invalid' })
export class WebhooksController {
  constructor(private readonly endpoints: WebhookEndpointsService) {}

  @Post('webhook-endpoints')
  @ApiOperation({
    summary: 'Create a webhook endpoint: the signing secret (whsec_…) is in this response only',
  })
  @ApiCreatedResponse({ type: WebhookEndpointWithSecretDto })
  @ApiConflictResponse({ type: ProblemDetailsDto, description: 'too-many-webhook-endpoints (10)' })
  create(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: CreateWebhookEndpointRequestDto,
  ): Promise<WebhookEndpointWithSecret> {
    return this.endpoints.create(user.id, body);
  }

  @Get('webhook-endpoints')
  @ApiOkResponse({ type: WebhookEndpointListDto })
  list(@CurrentUser() user: AuthenticatedUser): Promise<WebhookEndpointList> {
    return this.endpoints.list(user.id);
  }

  @Get('webhook-endpoints/:id')
  @ApiOkResponse({ type: WebhookEndpointDto })
  @ApiNotFoundResponse({ type: ProblemDetailsDto, description: 'webhook-endpoint-not-found' })
  get(@CurrentUser() user: AuthenticatedUser, @Param() params: WebhookIdParamsDto): Promise<WebhookEndpoint> {
    return this.endpoints.get(user.id, params.id);
  }

  @Patch('webhook-endpoints/:id')
  @ApiOperation({ summary: 'Change url, description, events or enabled' })
  @ApiOkResponse({ type: WebhookEndpointDto })
  update(
    @CurrentUser() user: AuthenticatedUser,
    @Param() params: WebhookIdParamsDto,
    @Body() body: UpdateWebhookEndpointRequestDto,
  ): Promise<WebhookEndpoint> {
    return this.endpoints.update(user.id, params.id, body);
  }

  @Delete('webhook-endpoints/:id')
  @HttpCode(204)
  @ApiNoContentResponse()
  async remove(@CurrentUser() user: AuthenticatedUser, @Param() params: WebhookIdParamsDto): Promise<void> {
    await this.endpoints.remove(user.id, params.id);
  }

  @Post('webhook-endpoints/:id/rotate-secret')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'A new signing secret (shown once); the old one keeps signing next to it for WEBHOOKS_SECRET_OVERLAP_MS (24 h)',
  })
  @ApiOkResponse({ type: WebhookEndpointWithSecretDto })
  rotate(
    @CurrentUser() user: AuthenticatedUser,
    @Param() params: WebhookIdParamsDto,
  ): Promise<WebhookEndpointWithSecret> {
    return this.endpoints.rotateSecret(user.id, params.id);
  }

  @Post('webhook-endpoints/:id/test')
  @HttpCode(202)
  @ApiOperation({ summary: 'Send a webhook.test event to the endpoint' })
  @ApiOkResponse({ type: WebhookDeliveryDto })
  test(
    @CurrentUser() user: AuthenticatedUser,
    @Param() params: WebhookIdParamsDto,
  ): Promise<WebhookDelivery> {
    return this.endpoints.sendTest(user.id, params.id);
  }

  @Get('webhook-endpoints/:id/deliveries')
  @ApiOperation({ summary: 'The delivery log of an endpoint, newest first (paginated)' })
  @ApiOkResponse({ type: WebhookDeliveryPageDto })
  deliveries(
    @CurrentUser() user: AuthenticatedUser,
    @Param() params: WebhookIdParamsDto,
    @Query() query: DeliveriesQueryDto,
  ): Promise<WebhookDeliveryPage> {
    return this.endpoints.deliveriesOf(user.id, params.id, query);
  }

  @Post('webhook-deliveries/:id/retry')
  @HttpCode(202)
  @ApiOperation({ summary: 'Send a delivery again now (same webhook-id)' })
  @ApiOkResponse({ type: WebhookDeliveryDto })
  @ApiNotFoundResponse({ type: ProblemDetailsDto, description: 'webhook-delivery-not-found' })
  retry(
    @CurrentUser() user: AuthenticatedUser,
    @Param() params: WebhookIdParamsDto,
  ): Promise<WebhookDelivery> {
    return this.endpoints.redeliver(user.id, params.id);
  }
}
