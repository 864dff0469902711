import { type Request, type Response } from 'express';
import { GuardedRouter } from '../../common/permissions';
import { requireUser } from '../../common/require-user';
import { parseInput } from '../../common/validation';
import { SendChannelTestInput } from './channels.inputs';
import type { ChannelService } from './channels.service';
import { toChannelsOverviewView, toChannelTestView } from './channels.view';

/**
 * /api/channels: every channel as the Channels screen shows it, and POST /api/channels/test (a test
 * message; 400 on `to` for a bad address or number, 200 with `ok` and the reason otherwise).
 */
export function channelsRouter(channels: ChannelService): GuardedRouter {
  const router = new GuardedRouter();

  router.get('/', 'admin', async (_req: Request, res: Response) => {
    res.json(toChannelsOverviewView(await channels.overview()));
  });

  router.post('/test', 'admin', async (req: Request, res: Response) => {
    const input = await parseInput(SendChannelTestInput, req.body);
    res.json(toChannelTestView(await channels.sendTest(requireUser(req), input)));
  });

  return router;
}
