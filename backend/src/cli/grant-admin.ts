import { loadConfig } from '../config/config';
import { createDataSource } from '../database/data-source';

/**
 * `npm run user:admin -- <email>`: grants the admin role to the account with that email (exit 1 when there is
 * none). Uses DATABASE_URL / DATABASE_SCHEMA like the API.
 */
async function main(argv: string[]): Promise<void> {
  const email = argv[0]?.trim().toLowerCase();
  if (!email || !email.includes('@')) {
    console.error('Usage: npm run user:admin -- <email>');
    process.exit(2);
  }
  const config = loadConfig();
  const dataSource = await createDataSource(config.database);
  try {
    const [rows]: [{ id: string }[], number] = await dataSource.query(
      `UPDATE app_user SET role = 'admin', updated_at = now() WHERE email = $1 RETURNING id`,
      [email],
    );
    if (!rows.length) {
      console.error(`No account with the email ${email}.`);
      process.exitCode = 1;
      return;
    }
    console.log(`${email} is now an admin.`);
  } finally {
    await dataSource.destroy();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
