import { adminCount } from '@margin/api';
import type { Database } from '@margin/db';

/**
 * What the server says at start-up while no admin exists: there is no default admin and no default password, so
 * the first one is made on purpose, with the command and the same settings as the server. Null once one exists.
 */
export async function adminSetupNotice(db: Database): Promise<string | null> {
  if ((await adminCount(db)) > 0) return null;
  return [
    '  No admin account exists yet. Create the first one (it asks for the password) with:',
    '    pnpm admin:create <username>',
    '  run with the same DATA_DIR / DATABASE_URL as this server (stop the server first when it uses the embedded database).',
    '',
  ].join('\n');
}
