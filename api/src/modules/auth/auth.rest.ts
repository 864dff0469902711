import { type Request, type Response } from 'express';
import { GuardedRouter } from '../../common/permissions';
import { parseInput } from '../../common/validation';
import { requireUser } from '../../common/require-user';
import type { UserView } from '../users/user.view';
import { toUserView } from '../users/user.view';
import { ChangePasswordInput, LoginInput, RegisterInput } from './auth.inputs';
import type { AuthService } from './auth.service';

import { SESSION_COOKIE, endSession, startSession } from './session';

/** REST sign-in, sign-up, sign-out and the current user (docs/product.md §7): thin adapters over AuthService. */
export function authRouter(auth: AuthService): GuardedRouter {
  const router = new GuardedRouter();

  router.post('/register', 'public', async (req: Request, res: Response<UserView>) => {
    const input = await parseInput(RegisterInput, req.body);
    const user = await auth.register(input, req.ip ?? 'unknown');
    await startSession(req, user);
    res.status(201).json(toUserView(user));
  });

  router.post('/login', 'public', async (req: Request, res: Response<UserView>) => {
    const input = await parseInput(LoginInput, req.body);
    const user = await auth.login(input, req.ip ?? 'unknown');
    await startSession(req, user);
    res.json(toUserView(user));
  });

  router.post('/logout', 'public', async (req: Request, res: Response) => {
    if (req.user) await auth.signedOut(req.user, req.ip ?? 'unknown');
    if (req.session) await endSession(req);
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    res.status(204).end();
  });

  // The signed-in person's new password: their other sessions end, this one goes on under a new id.
  router.post('/auth/password', 'own', async (req: Request, res: Response) => {
    const input = await parseInput(ChangePasswordInput, req.body);
    const user = await auth.changePassword(requireUser(req).id, input, req.ip ?? 'unknown', req.sessionID);
    await startSession(req, user);
    res.status(204).end();
  });

  const current = (req: Request, res: Response<UserView>) => {
    res.json(toUserView(requireUser(req)));
  };
  router.get('/user', 'own', current);
  router.get('/auth/user', 'own', current);

  return router;
}
