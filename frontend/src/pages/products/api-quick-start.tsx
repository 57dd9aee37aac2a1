/** Examples of the quick start, as an integrator would type them. */
const CURL = `# 1. Create a key on /user/api-keys, then:
export STACKLENS_KEY=sl_live_…

# 2. Queue an analysis (or up to 100 with /api/v2/websites/analyze/bulk {"urls": [...]})
curl -s -X POST https://stacklens.example/api/v2/websites/analyze \\
  -H "Authorization: Bearer $STACKLENS_KEY" -H "Content-Type: application/json" \\
  -d '{"url": "example.com"}'
# → {"id": "…"}

# 3. Poll its status every second until "running" is false (statusCode 200 or 408 = done)
curl -s https://stacklens.example/api/v2/websites/analyze/status/<id>

# 4. Read the result
curl -s https://stacklens.example/api/v1/websites/example.com

# 5. Monitor it: re-analysed weekly (or daily), website.technologies.changed when its stack changes
curl -s -X POST https://stacklens.example/api/v2/monitors \\
  -H "Authorization: Bearer $STACKLENS_KEY" -H "Content-Type: application/json" \\
  -d '{"url": "example.com", "interval": "weekly"}'`;

const JAVASCRIPT = `const headers = { Authorization: \`Bearer \${process.env.STACKLENS_KEY}\`, 'Content-Type': 'application/json' };
const { id } = await (await fetch('https://stacklens.example/api/v2/websites/analyze', {
  method: 'POST', headers, body: JSON.stringify({ url: 'example.com' }),
})).json();
let status;
do {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  status = await (await fetch(\`https://stacklens.example/api/v2/websites/analyze/status/\${id}\`)).json();
} while (status.running);
console.log(status.statusCode, await (await fetch('https://stacklens.example/api/v1/websites/example.com')).json());`;

const VERIFY = `// npm install standardwebhooks — any Standard Webhooks library works the same way.
import { Webhook } from 'standardwebhooks';

const webhook = new Webhook(process.env.STACKLENS_WEBHOOK_SECRET); // whsec_… of the endpoint

app.post('/webhooks/stacklens', express.raw({ type: 'application/json' }), (req, res) => {
  try {
    // Checks webhook-signature against webhook-id, webhook-timestamp (±5 minutes) and the raw body.
    const event = webhook.verify(req.body, req.headers);
    // event: { type: 'analysis.completed' | 'analysis.failed' | 'website.technologies.changed' | 'webhook.test',
    //          version: 1, timestamp, data } — every payload's schema is in the OpenAPI document's webhooks.
    // Retries carry the same webhook-id: use it to process each event once.
    res.sendStatus(204);
  } catch {
    res.sendStatus(400);
  }
});`;

/**
 * The API docs page's quick start: analyse with an API key (curl and JavaScript) and verify webhook deliveries
 * (Standard Webhooks). The reference below it is generated from the OpenAPI document.
 */
export function ApiQuickStart() {
  return (
    <section className="sl-docs__quick-start" aria-labelledby="quick-start-title">
      <h2 id="quick-start-title">Quick start</h2>
      <p>
        Every call under <code>/api/v2</code> accepts <code>Authorization: Bearer sl_live_…</code>: the key
        acts as you (your plan and quota), needs no CSRF token and may make 60 requests a minute (
        <code>RateLimit</code> headers; 429 with <code>Retry-After</code> past it).
      </p>
      <h3>curl</h3>
      <pre tabIndex={0}>{CURL}</pre>
      <h3>JavaScript</h3>
      <pre tabIndex={0}>{JAVASCRIPT}</pre>
      <h3>Webhooks</h3>
      <p>
        Add an endpoint on your account&apos;s webhook page to be told when an analysis completes or fails, or
        when the stack of a website you monitor changes, instead of polling. Deliveries follow the Standard Webhooks specification: verify each one before
        trusting it.
      </p>
      <pre tabIndex={0}>{VERIFY}</pre>
    </section>
  );
}
