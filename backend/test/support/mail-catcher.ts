import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

/**
 * A local SMTP server that keeps every mail it receives — the mailbox of the integration and browser tests, and the
 * development mail catcher of `npm start` (`infra/scripts/mail-catcher.ts`: port 1025, prints each mail's links).
 * Development/test tool only, never compiled into the product: `smtp-server` is a dev dependency.
 */
export interface CaughtMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link of the text part. */
  links: string[];
  receivedAt: Date;
}

export interface MailCatcher {
  port: number;
  /** `smtp://127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  mails: CaughtMail[];
  /** Resolves with the first mail (already received or arriving) that matches; rejects after `timeoutMs`. */
  waitFor(predicate: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

function unfoldHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const input = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < input.length; i++) {
    const hex = input.slice(i + 1, i + 3);
    if (input[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(input[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeWords(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
    (_all, _charset, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

/** A minimal MIME reader: headers, and the text/plain and text/html parts (quoted-printable, base64, 7/8 bit). */
export function parseMail(raw: string): { headers: Map<string, string>; text: string; html: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = unfoldHeaders(head);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    let text = '';
    let html = '';
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const parsed = parseMail(part.replace(/^\r?\n/, ''));
      text ||= parsed.text;
      html ||= parsed.html;
    }
    return { headers, text, html };
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const decoded =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return /^text\/html/i.test(type)
    ? { headers, text: '', html: decoded }
    : { headers, text: decoded, html: '' };
}

/** Starts the catcher on `host:port` (port 0 = a free one). */
export async function startMailCatcher(
  options: { port?: number; host?: string; onMail?: (mail: CaughtMail) => void } = {},
): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const waiters: { predicate: (mail: CaughtMail) => boolean; resolve: (mail: CaughtMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { headers, text, html } = parseMail(Buffer.concat(chunks).toString('utf8'));
        const mail: CaughtMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject: decodeWords(headers.get('subject') ?? ''),
          text,
          html,
          links: [...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((match) => match[0]),
          receivedAt: new Date(),
        };
        mails.push(mail);
        options.onMail?.(mail);
        for (const waiter of [...waiters]) {
          if (waiter.predicate(mail)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(mail);
          }
        }
        callback();
      });
    },
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = ((server as unknown as { server: { address(): AddressInfo } }).server.address() as AddressInfo)
    .port;
  return {
    port,
    url: `smtp://${host}:${port}`,
    mails,
    waitFor(predicate, timeoutMs = 10_000) {
      const found = mails.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = {
          predicate,
          resolve: (mail: CaughtMail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(
            new Error(
              `No matching mail within ${timeoutMs} ms (received: ${mails.map((m) => `${m.to.join(',')}: ${m.subject}`).join('; ') || 'none'})`,
            ),
          );
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
