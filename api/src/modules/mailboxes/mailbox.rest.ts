import { type Request, type Response } from 'express';
import { GuardedRouter } from '../../common/permissions';
import { parseInput } from '../../common/validation';
import { AddMailboxInput } from './mailbox.inputs';
import { signedInActor } from '../../common/actor';
import type { MailboxService } from './mailbox.service';
import { toMailboxView } from './mailbox.view';

/**
 * /api/mailboxes: the mailboxes the desk reads, with their reading state (last mail, last error),
 * and adding a desk mailbox. Signed-in users only until administrators have a role of their own.
 */
export function mailboxesRouter(mailboxes: MailboxService): GuardedRouter {
  const router = new GuardedRouter();

  router.get('/', 'admin', async (_req: Request, res: Response) => {
    res.json((await mailboxes.list()).map(toMailboxView));
  });

  router.post('/', 'admin', async (req: Request, res: Response) => {
    const input = await parseInput(AddMailboxInput, req.body);
    res.status(201).json(toMailboxView(await mailboxes.add(input, signedInActor(req))));
  });

  return router;
}
