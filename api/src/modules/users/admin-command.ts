import type { DataSource } from 'typeorm';
import { UserService } from './user.service';

export const ADMIN_USAGE = 'usage: npm run admin -- promote <email>';

/** What `npm run admin` prints and its exit status, for `args` (the words after `--`). */
export async function adminCommand(args: readonly string[], dataSource: DataSource): Promise<{ status: number; output: string }> {
  const [command, email, ...rest] = args;
  if (command !== 'promote' || !email || rest.length > 0) return { status: 2, output: ADMIN_USAGE };
  const user = await new UserService(dataSource).promoteToAdmin(email);
  if (!user) return { status: 1, output: `No account has the address ${email}.` };
  return { status: 0, output: `${user.email} is now an active admin.` };
}
