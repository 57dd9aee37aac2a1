import { MAX_WEBHOOK_ENDPOINTS, WebhooksProblemCode } from '@stacklens/contracts';
import { ProblemError } from '../../common/problem-error';

/** Stable codes of {@link WebhooksError}. */
export const WebhooksErrorCode = WebhooksProblemCode;
export type WebhooksErrorCode = (typeof WebhooksErrorCode)[keyof typeof WebhooksErrorCode];

const STATUS: Record<WebhooksErrorCode, { status: number; title: string; detail: string }> = {
  'webhook-endpoint-not-found': {
    status: 404,
    title: 'Webhook endpoint not found',
    detail: 'There is no such webhook endpoint.',
  },
  'webhook-delivery-not-found': {
    status: 404,
    title: 'Webhook delivery not found',
    detail: 'There is no such webhook delivery.',
  },
  'too-many-webhook-endpoints': {
    status: 409,
    title: 'Too many webhook endpoints',
    detail: `You can have at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints: delete one first.`,
  },
  'insecure-webhook-url': {
    status: 400,
    title: 'HTTPS required',
    detail: 'Webhook endpoints must use https:// URLs.',
  },
};

/** The webhooks module's error: endpoints and deliveries. */
export class WebhooksError extends ProblemError {
  constructor(code: WebhooksErrorCode, detail?: string) {
    super(code, detail ?? STATUS[code].detail, STATUS[code]);
  }
}
