import {
  BillingCustomerSchema,
  BillingOverviewSchema,
  InvoicePageSchema,
  PageQuerySchema,
  PaymentMethodListSchema,
  SetupIntentResponseSchema,
  SubscribeRequestSchema,
  UpdateBillingCustomerRequestSchema,
} from '@stacklens/contracts';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';

/** DTOs of the billing endpoints, built from the contracts' schemas (validation + OpenAPI). */
export class BillingOverviewDto extends createZodDto(BillingOverviewSchema) {}
export class BillingCustomerDto extends createZodDto(BillingCustomerSchema) {}
export class UpdateBillingCustomerRequestDto extends createZodDto(UpdateBillingCustomerRequestSchema) {}
export class SetupIntentResponseDto extends createZodDto(SetupIntentResponseSchema) {}
export class SubscribeRequestDto extends createZodDto(SubscribeRequestSchema) {}
export class PaymentMethodListDto extends createZodDto(PaymentMethodListSchema) {}
export class InvoicePageDto extends createZodDto(InvoicePageSchema) {}
export class InvoicesQueryDto extends createZodDto(PageQuerySchema) {}
export class PaymentMethodIdParamsDto extends createZodDto(
  z.object({ id: z.string().regex(/^pm_\w{1,100}$/, 'The id must be a payment method id (pm_…).') }),
) {}

/** DTOs whose OpenAPI schemas come from zod (see common/openapi.ts). */
export const BILLING_OPENAPI_DTOS = [
  BillingOverviewDto,
  BillingCustomerDto,
  UpdateBillingCustomerRequestDto,
  SetupIntentResponseDto,
  SubscribeRequestDto,
  PaymentMethodListDto,
  InvoicePageDto,
];
