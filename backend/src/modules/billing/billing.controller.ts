import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Req,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiExcludeEndpoint,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type {
  BillingCustomer,
  BillingOverview,
  InvoicePage,
  PaymentMethodList,
  SetupIntentResponse,
} from '@stacklens/contracts';
import type { Request } from 'express';
import type { AuthenticatedUser } from '../../common/identity/authenticated-user';
import { CurrentUser } from '../../common/identity/current-user';
import { SessionOnlyGuard, SignedInGuard, VerifiedEmailGuard } from '../../common/identity/guards';
import { RequireScope } from '../../common/identity/scopes';
import { CsrfExempt } from '../../common/identity/session/csrf.guard';
import { ProblemDetailsDto } from '../../common/problem-details.dto';
import { BillingWebhooksService } from './billing-webhooks.service';
import { BillingService } from './billing.service';
import {
  BillingCustomerDto,
  BillingOverviewDto,
  InvoicePageDto,
  InvoicesQueryDto,
  PaymentMethodIdParamsDto,
  PaymentMethodListDto,
  SetupIntentResponseDto,
  SubscribeRequestDto,
  UpdateBillingCustomerRequestDto,
} from './dto/billing.dto';

/**
 * Billing (`/api/v2/billing`): reads with a session or an API key with billing:read; changes (billing details, cards,
 * subscription) with a browser session only (CSRF), never an API key. A verified email is required throughout.
 */
@ApiTags('billing')
@ApiBearerAuth('apiKey')
@Controller({ path: 'v2/billing' })
@UseGuards(SignedInGuard, VerifiedEmailGuard)
@ApiUnauthorizedResponse({ type: ProblemDetailsDto, description: 'sign-up-required' })
@ApiForbiddenResponse({
  type: ProblemDetailsDto,
  description: 'email-not-verified, csrf-invalid, session-required (changes need a browser session)',
})
@ApiServiceUnavailableResponse({ type: ProblemDetailsDto, description: 'billing-disabled (no Stripe key)' })
export class BillingController {
  constructor(private readonly billing: BillingService) {}

  @Get()
  @RequireScope('billing:read')
  @ApiOperation({
    summary: "Plan, billing details, subscription and this month's usage with its estimated charge",
  })
  @ApiOkResponse({ type: BillingOverviewDto })
  overview(@CurrentUser() user: AuthenticatedUser): Promise<BillingOverview> {
    return this.billing.overview(user);
  }

  @Put('customer')
  @UseGuards(SessionOnlyGuard)
  @ApiOperation({ summary: 'Set the billing details (creates the Stripe customer on first use)' })
  @ApiOkResponse({ type: BillingCustomerDto })
  @ApiBadRequestResponse({ type: ProblemDetailsDto, description: 'validation-failed, invalid-tax-id' })
  updateCustomer(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: UpdateBillingCustomerRequestDto,
  ): Promise<BillingCustomer> {
    return this.billing.updateCustomer(user, body);
  }

  @Post('setup-intent')
  @UseGuards(SessionOnlyGuard)
  @ApiOperation({ summary: 'A SetupIntent client secret to add a card with Stripe Elements' })
  @ApiOkResponse({ type: SetupIntentResponseDto })
  @ApiConflictResponse({ type: ProblemDetailsDto, description: 'customer-required' })
  @HttpCode(200)
  setupIntent(@CurrentUser() user: AuthenticatedUser): Promise<SetupIntentResponse> {
    return this.billing.createSetupIntent(user);
  }

  @Post('subscription')
  @UseGuards(SessionOnlyGuard)
  @HttpCode(200)
  @ApiOperation({
    summary: 'Activate Pay as you go or Pro now, or switch between them (price swapped with proration)',
  })
  @ApiOkResponse({ type: BillingOverviewDto })
  @ApiResponse({ status: 402, type: ProblemDetailsDto, description: 'card-declined' })
  @ApiConflictResponse({ type: ProblemDetailsDto, description: 'customer-required, already-subscribed' })
  subscribe(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: SubscribeRequestDto,
  ): Promise<BillingOverview> {
    return this.billing.subscribe(user, body);
  }

  @Delete('subscription')
  @UseGuards(SessionOnlyGuard)
  @ApiOperation({ summary: 'Cancel at the end of the period (the plan stays paid until then)' })
  @ApiOkResponse({ type: BillingOverviewDto })
  @ApiNotFoundResponse({ type: ProblemDetailsDto, description: 'subscription-not-found' })
  cancel(@CurrentUser() user: AuthenticatedUser): Promise<BillingOverview> {
    return this.billing.cancel(user);
  }

  @Get('payment-methods')
  @RequireScope('billing:read')
  @ApiOperation({ summary: 'Saved cards (brand, last 4, expiry), the default one marked' })
  @ApiOkResponse({ type: PaymentMethodListDto })
  paymentMethods(@CurrentUser() user: AuthenticatedUser): Promise<PaymentMethodList> {
    return this.billing.paymentMethods(user);
  }

  @Post('payment-methods/:id/default')
  @UseGuards(SessionOnlyGuard)
  @HttpCode(200)
  @ApiOperation({ summary: 'Make a saved card the default one' })
  @ApiOkResponse({ type: PaymentMethodListDto })
  @ApiNotFoundResponse({ type: ProblemDetailsDto, description: 'payment-method-not-found' })
  setDefault(
    @CurrentUser() user: AuthenticatedUser,
    @Param() params: PaymentMethodIdParamsDto,
  ): Promise<PaymentMethodList> {
    return this.billing.setDefaultPaymentMethod(user, params.id);
  }

  @Delete('payment-methods/:id')
  @UseGuards(SessionOnlyGuard)
  @ApiOperation({ summary: 'Remove a saved card' })
  @ApiOkResponse({ type: PaymentMethodListDto })
  @ApiNotFoundResponse({ type: ProblemDetailsDto, description: 'payment-method-not-found' })
  removePaymentMethod(
    @CurrentUser() user: AuthenticatedUser,
    @Param() params: PaymentMethodIdParamsDto,
  ): Promise<PaymentMethodList> {
    return this.billing.removePaymentMethod(user, params.id);
  }

  @Get('invoices')
  @RequireScope('billing:read')
  @ApiOperation({ summary: 'Invoices from Stripe, newest first: number, status, total, period, links' })
  @ApiOkResponse({ type: InvoicePageDto })
  invoices(@CurrentUser() user: AuthenticatedUser, @Query() query: InvoicesQueryDto): Promise<InvoicePage> {
    return this.billing.invoices(user, query);
  }
}

/** Stripe's webhook endpoint: authenticated by its signature (no session, no CSRF token). */
@ApiTags('billing')
@Controller({ path: 'v2/billing/webhook' })
export class BillingWebhookController {
  constructor(private readonly webhooks: BillingWebhooksService) {}

  @Post()
  @HttpCode(200)
  @CsrfExempt()
  @ApiExcludeEndpoint()
  async receive(
    @Req() req: Request,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true; outcome: string }> {
    const body = Buffer.isBuffer(req.body) ? req.body : undefined;
    return { received: true, outcome: await this.webhooks.handle(body, signature) };
  }
}
