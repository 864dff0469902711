import { type Request, type Response } from 'express';
import { GuardedRouter } from '../../common/permissions';
import { NotFound, toAppError } from '../../common/errors';
import { requireUser } from '../../common/require-user';
import { parseInput } from '../../common/validation';
import { sendConnectCallbackPage } from './connect-callback-page';
import type { EmailAccountService } from './email-account.service';
import { EMAIL_PROVIDERS, type EmailProvider } from './email.enums';
import { UpdateEmailSettingsInput } from './email.inputs';
import { connectCallbackUrl, rememberConnect, takeConnect } from './email-session';
import { toEmailSettingsView } from './email.view';

function providerParam(value: string): EmailProvider {
  if (!(EMAIL_PROVIDERS as readonly string[]).includes(value)) throw new NotFound('Not found');
  return value as EmailProvider;
}

/** GET and PUT /api/users/me/email-settings: the signed-in user's sender address, signature and switch, and their account's state. */
export function emailSettingsRouter(accounts: EmailAccountService): GuardedRouter {
  const router = new GuardedRouter();

  router.get('/', 'own', async (req: Request, res: Response) => {
    res.json(toEmailSettingsView(await accounts.settings(requireUser(req).id)));
  });

  router.put('/', 'own', async (req: Request, res: Response) => {
    const input = await parseInput(UpdateEmailSettingsInput, req.body);
    res.json(toEmailSettingsView(await accounts.updateSettings(requireUser(req).id, input)));
  });

  return router;
}

/**
 * /api/oauth: connecting a Gmail or Outlook account in a popup. `GET /{provider}/auth` answers the
 * provider's sign-in URL (state and PKCE kept in the session); the provider sends the popup back to
 * `GET /{provider}/callback`, which connects the account and answers a page that tells the app and
 * closes. `POST /disconnect` deletes the tokens. All behind the sign-in: the popup has the session.
 */
export function oauthRouter(accounts: EmailAccountService, publicUrl: string | undefined): GuardedRouter {
  const router = new GuardedRouter();

  router.get('/:provider/auth', 'own', async (req: Request<{ provider: string }>, res: Response) => {
    const provider = providerParam(req.params.provider);
    const user = requireUser(req);
    const { authUrl, pending } = await accounts.startConnect(user.id, provider, connectCallbackUrl(req, publicUrl, provider));
    rememberConnect(req, provider, pending);
    res.set('Cache-Control', 'no-store').json({ authUrl });
  });

  router.get('/:provider/callback', 'own', async (req: Request<{ provider: string }>, res: Response) => {
    const provider = providerParam(req.params.provider);
    const user = requireUser(req);
    const pending = takeConnect(req, provider);
    try {
      await accounts.finishConnect(user.id, provider, new URL(req.originalUrl, 'http://callback.invalid'), pending);
      sendConnectCallbackPage(res, 200, { provider, ok: true });
    } catch (error) {
      const known = toAppError(error);
      if (!known) req.log?.error({ err: error }, 'mail account connect failed');
      sendConnectCallbackPage(res, known?.status ?? 500, {
        provider,
        ok: false,
        error: known?.message ?? 'Something went wrong. Please try again.',
      });
    }
  });

  router.post('/disconnect', 'own', async (req: Request, res: Response) => {
    res.json(toEmailSettingsView(await accounts.disconnect(requireUser(req).id)));
  });

  return router;
}
