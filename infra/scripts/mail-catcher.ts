/**
 * The development mail catcher of `npm start` (`npx tsx infra/scripts/mail-catcher.ts [--port 1025]`): SMTP on
 * 127.0.0.1, prints every mail with its links (the email-verification and password-reset links, for instance).
 */
import { startMailCatcher } from '../../backend/test/support/mail-catcher';

const index = process.argv.indexOf('--port');
const port = index > 0 ? Number(process.argv[index + 1]) : 1025;
startMailCatcher({
  port,
  onMail: (mail) => {
    console.log(`\n✉  ${mail.subject}\n   to ${mail.to.join(', ')}`);
    for (const link of mail.links) console.log(`   → ${link}`);
  },
})
  .then((catcher) => console.log(`Mail catcher listening on ${catcher.url} (set SMTP_URL to it)`))
  .catch((error: unknown) => {
    // Another catcher (e.g. mailpit) may own the port: stay up idle so that `npm start` keeps running.
    console.error(`Mail catcher could not start: ${error instanceof Error ? error.message : String(error)}`);
    setInterval(() => undefined, 1 << 30);
  });
