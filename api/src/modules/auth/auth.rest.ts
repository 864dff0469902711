import { type Request, type Response } from 'express';
import { requestOrigin } from '../../common/one-time-token';
import { GuardedRouter } from '../../common/permissions';
import { objectBody, parseInput } from '../../common/validation';
import { requireUser } from '../../common/require-user';
import type { UserView } from '../users/user.view';
import { toUserView } from '../users/user.view';
import {
  ChangePasswordInput,
  ConfirmEmailInput,
  LoginInput,
  PasswordResetRequestInput,
  RegisterInput,
  ResetPasswordInput,
} from './auth.inputs';
import type { AuthClient, AuthService } from './auth.service';
import type { EmailVerificationService } from './email-verification.service';
import type { PasswordResetService } from './password-reset.service';
import type { PasswordResetLink } from './password-reset.types';
import { SESSION_COOKIE, endSession, startSession } from './session';

/**
 * REST sign-in, sign-up, sign-out, the current user (docs/product.md §7) and password reset: thin
 * adapters over AuthService and PasswordResetService.
 */
export function authRouter(
  auth: AuthService,
  passwordResets: PasswordResetService,
  verifications: EmailVerificationService,
): GuardedRouter {
  const router = new GuardedRouter();

  // Signed in at once, unless the address is to be confirmed first (emailVerified: false; the link is mailed).
  router.post('/register', 'public', async (req: Request, res: Response<UserView>) => {
    const input = await parseInput(RegisterInput, req.body);
    const user = await auth.register(input, authClient(req));
    if (user.emailVerifiedAt) await startSession(req, user);
    res.status(201).json(toUserView(user));
  });

  // Confirms a sign-up's address; the person signs in next (a mail scanner opening the link gets no session).
  router.post('/auth/verify-email/:token', 'public', async (req: Request<{ token: string }>, res: Response<{ email: string }>) => {
    const input = await parseInput(ConfirmEmailInput, { token: req.params.token });
    res.json({ email: await verifications.confirm(input.token) });
  });

  router.post('/login', 'public', async (req: Request, res: Response<UserView>) => {
    const input = await parseInput(LoginInput, req.body);
    const user = await auth.login(input, authClient(req));
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

  // The same answer whether or not the address has an account (only the throttle's 429 differs).
  router.post('/auth/password-reset', 'public', async (req: Request, res: Response<{ message: string }>) => {
    const input = await parseInput(PasswordResetRequestInput, req.body);
    await passwordResets.request(input.email, req.ip ?? 'unknown', requestOrigin(req));
    res.status(202).json({
      message: passwordResets.byEmail
        ? 'If an account exists for that address, we have sent it a link to reset the password.'
        : 'Password reset e-mails are not set up on this server: ask an administrator.',
    });
  });

  router.get('/auth/password-reset/:token', 'public', async (req: Request<{ token: string }>, res: Response<PasswordResetLink>) => {
    res.json(await passwordResets.link(req.params.token));
  });

  router.post('/auth/password-reset/:token', 'public', async (req: Request<{ token: string }>, res: Response<UserView>) => {
    const input = await parseInput(ResetPasswordInput, { ...objectBody(req.body), token: req.params.token });
    const user = await passwordResets.reset(input.token, input.password, req.ip ?? 'unknown');
    await startSession(req, user);
    res.json(toUserView(user));
  });

  const current = (req: Request, res: Response<UserView>) => {
    res.json(toUserView(requireUser(req)));
  };
  router.get('/user', 'own', current);
  router.get('/auth/user', 'own', current);

  return router;
}

function authClient(req: Request): AuthClient {
  return { ip: req.ip ?? 'unknown', origin: requestOrigin(req) };
}
