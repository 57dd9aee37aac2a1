import { ContactRequestSchema, ContactResponseSchema } from '@stacklens/contracts';
import { createZodDto } from 'nestjs-zod';

/** Request and response DTOs of the contact endpoint, built from the contracts' schemas. */
export class ContactRequestDto extends createZodDto(ContactRequestSchema) {}
export class ContactResponseDto extends createZodDto(ContactResponseSchema) {}

/** Body and response DTOs whose component schemas the OpenAPI document takes from zod. */
export const CONTACT_OPENAPI_DTOS = [ContactRequestDto, ContactResponseDto];
