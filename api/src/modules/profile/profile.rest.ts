import { type Request, type Response } from 'express';
import { GuardedRouter } from '../../common/permissions';
import { requireUser } from '../../common/require-user';
import { parseInput } from '../../common/validation';
import { toUserView, type UserView } from '../users/user.view';
import { UpdateProfileInput } from './profile.inputs';
import type { ProfileService } from './profile.service';

/**
 * /api/profile, the signed-in person's own: `PATCH /` name and time zone (fields left out stay);
 * `POST /avatar` one multipart image in the field `avatar` (PNG, JPEG, GIF or WebP by its bytes, at
 * most 2 MB: 413 over it); `DELETE /avatar`. Each answers the current user (GET /api/user's shape).
 */
export function profileRouter(profile: ProfileService): GuardedRouter {
  const router = new GuardedRouter();

  router.patch('/', 'own', async (req: Request, res: Response<UserView>) => {
    const input = await parseInput(UpdateProfileInput, req.body);
    res.json(toUserView(await profile.update(requireUser(req).id, input)));
  });

  router.post('/avatar', 'own', profile.avatars.upload(), async (req: Request, res: Response<UserView>) => {
    res.json(toUserView(await profile.setAvatar(requireUser(req).id, req.file?.buffer)));
  });

  router.delete('/avatar', 'own', async (req: Request, res: Response<UserView>) => {
    res.json(toUserView(await profile.removeAvatar(requireUser(req).id)));
  });

  return router;
}

/** `GET /api/uploads/avatars/<name>` (signed-in users): a stored avatar, served as common/image-store.ts serves images. */
export function avatarFilesRouter(profile: ProfileService): GuardedRouter {
  const router = new GuardedRouter();
  router.get('/:name', 'read', (req: Request<{ name: string }>, res: Response) => {
    profile.avatars.send(req.params.name, res, 'Avatar not found');
  });
  return router;
}
