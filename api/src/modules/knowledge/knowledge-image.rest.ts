import { GuardedRouter } from '../../common/permissions';
import { type Request, type Response } from 'express';
import type { KnowledgeImageService } from './knowledge-image.service';

/**
 * `POST /api/upload/knowledge-base-image`: one multipart file in the field `image`, at most 5 MB
 * (413 'File size must be less than 5MB'), kept in memory until its bytes are checked; answers
 * `{ imageUrl }` (201).
 */
export function knowledgeImageUploadRouter(images: KnowledgeImageService): GuardedRouter {
  const router = new GuardedRouter();
  router.post('/knowledge-base-image', 'admin', images.upload(), async (req: Request, res: Response) => {
    res.status(201).json({ imageUrl: await images.store(req.file?.buffer) });
  });
  return router;
}

/**
 * `GET /api/uploads/knowledge-base/<name>` (signed-in users): a stored image with the type its
 * bytes are and `X-Content-Type-Options: nosniff`, so a browser never reads it as anything else.
 */
export function knowledgeImageFilesRouter(images: KnowledgeImageService): GuardedRouter {
  const router = new GuardedRouter();
  router.get('/knowledge-base/:name', 'read', (req: Request<{ name: string }>, res: Response) => {
    images.send(req.params.name, res, 'Image not found');
  });
  return router;
}
