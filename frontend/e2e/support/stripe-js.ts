import type { Page } from '@playwright/test';

/**
 * A stand-in for Stripe.js (which this machine cannot download): the subset StackLens uses — `Stripe(pk)`,
 * `elements().create('card')` mounting a card field (number, expiry, CVC inputs), `elements().getElement()` and
 * `confirmCardSetup(clientSecret, {payment_method: {card, billing_details}})` — driving the local Stripe server the
 * way Stripe.js drives Stripe: a PaymentMethod created with the publishable key, then the SetupIntent confirmed with
 * its client secret. Answers and errors are Stripe's own (`{error: {type, code, message}}`).
 */
function standInSource(apiUrl: string): string {
  return `(() => {
  const API = ${JSON.stringify(apiUrl)};
  function Stripe(publishableKey) {
    const fields = {};
    const post = (path, body) =>
      fetch(API + path, {
        method: 'POST',
        headers: { authorization: 'Bearer ' + publishableKey, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(body).toString(),
      }).then((response) => response.json());
    const elements = () => {
      const created = {};
      return {
        create(type) {
          const handlers = {};
          let container = null;
          const emit = (event, payload) => (handlers[event] || []).forEach((handler) => handler(payload));
          const element = {
            mount(target) {
              container = typeof target === 'string' ? document.querySelector(target) : target;
              container.innerHTML = '';
              for (const [name, label, placeholder] of [
                ['number', 'Card number', '1234 1234 1234 1234'],
                ['expiry', 'Expiration date', 'MM / YY'],
                ['cvc', 'CVC', 'CVC'],
              ]) {
                const input = document.createElement('input');
                input.name = name;
                input.setAttribute('aria-label', label);
                input.placeholder = placeholder;
                input.style.cssText = 'border:0;outline:0;width:' + (name === 'number' ? '55%' : '20%');
                input.addEventListener('input', () => emit('change', { elementType: type, empty: false, complete: true }));
                container.appendChild(input);
                fields[name] = input;
              }
              setTimeout(() => emit('ready', element));
            },
            on(event, handler) { (handlers[event] = handlers[event] || []).push(handler); return element; },
            off(event, handler) { handlers[event] = (handlers[event] || []).filter((h) => h !== handler); return element; },
            update() {},
            focus() { fields.number && fields.number.focus(); },
            blur() {},
            clear() { Object.values(fields).forEach((input) => (input.value = '')); },
            unmount() { if (container) container.innerHTML = ''; },
            destroy() { element.unmount(); delete created[type]; },
          };
          created[type] = element;
          return element;
        },
        getElement(type) {
          const key = typeof type === 'string' ? type : type && type.__elementType;
          return created[key] || null;
        },
        update() {},
      };
    };
    return {
      elements,
      async confirmCardSetup(clientSecret, data) {
        const [month = '', year = ''] = (fields.expiry ? fields.expiry.value : '').split('/').map((part) => part.trim());
        const method = await post('/v1/payment_methods', {
          type: 'card',
          'card[number]': fields.number ? fields.number.value.replace(/\\s/g, '') : '',
          'card[exp_month]': month,
          'card[exp_year]': year.length === 2 ? '20' + year : year,
          'card[cvc]': fields.cvc ? fields.cvc.value : '',
          'billing_details[name]': (data.payment_method.billing_details || {}).name || '',
        });
        if (method.error) return { error: method.error };
        const intent = await post('/v1/setup_intents/' + clientSecret.split('_secret_')[0] + '/confirm', {
          payment_method: method.id,
          client_secret: clientSecret,
        });
        return intent.error ? { error: intent.error } : { setupIntent: intent };
      },
      createToken: async () => ({ error: { type: 'api_error', message: 'Not supported by the stand-in.' } }),
      createPaymentMethod: async () => ({ error: { type: 'api_error', message: 'Not supported by the stand-in.' } }),
      confirmCardPayment: async () => ({ error: { type: 'api_error', message: 'Not supported by the stand-in.' } }),
      registerAppInfo() {},
      _registerWrapper() {},
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();`;
}

/** Serves the Stripe.js stand-in for every https://js.stripe.com script the page loads, wired to `apiUrl`. */
export async function useStripeJsStandIn(page: Page, apiUrl: string): Promise<void> {
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: standInSource(apiUrl) }),
  );
}
