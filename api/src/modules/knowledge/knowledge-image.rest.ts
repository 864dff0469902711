import { createReadStream } from 'node:fs';
import { GuardedRouter } from '../../common/permissions';
import { type NextFunction, type Request, type Response } from 'express';
import multer from 'multer';
import { KNOWLEDGE_IMAGE_FIELD, KNOWLEDGE_IMAGE_MAX_BYTES, KNOWLEDGE_IMAGE_MESSAGES } from '@pmp/shared';
import { Invalid, NotFound, TooLarge } from '../../common/errors';
import type { KnowledgeImageService } from './knowledge-image.service';

const NOT_FOUND = 'Image not found';

/**
 * `POST /api/upload/knowledge-base-image`: one multipart file in the field `image`, at most 5 MB
 * (413 'File size must be less than 5MB'), kept in memory until its bytes are checked; answers
 * `{ imageUrl }` (201).
 */
export function knowledgeImageUploadRouter(images: KnowledgeImageService): GuardedRouter {
  const router = new GuardedRouter();
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: KNOWLEDGE_IMAGE_MAX_BYTES, files: 1, fields: 10, parts: 20 },
  }).single(KNOWLEDGE_IMAGE_FIELD);

  router.post(
    '/knowledge-base-image',
    'admin',
    (req: Request, res: Response, next: NextFunction) =>
      upload(req, res, (error?: unknown) => {
        if (!error) return next();
        if (error instanceof multer.MulterError) {
          if (error.code === 'LIMIT_FILE_SIZE') return next(new TooLarge(KNOWLEDGE_IMAGE_MESSAGES.tooLarge, KNOWLEDGE_IMAGE_FIELD));
          // Another field's file, more than one file, too many parts.
          return next(new Invalid(KNOWLEDGE_IMAGE_MESSAGES.notAnImage, KNOWLEDGE_IMAGE_FIELD));
        }
        // Not multipart at all, or a malformed body.
        if (isBusboyError(error)) return next(new Invalid(KNOWLEDGE_IMAGE_MESSAGES.notAnImage, KNOWLEDGE_IMAGE_FIELD));
        next(error);
      }),
    async (req: Request, res: Response) => {
      res.status(201).json(await images.store(req.file?.buffer));
    },
  );
  return router;
}

/**
 * `GET /api/uploads/knowledge-base/<name>` (signed-in users): a stored image with the type its
 * bytes are and `X-Content-Type-Options: nosniff`, so a browser never reads it as anything else.
 */
export function knowledgeImageFilesRouter(images: KnowledgeImageService): GuardedRouter {
  const router = new GuardedRouter();
  router.get('/knowledge-base/:name', 'read', (req: Request<{ name: string }>, res: Response) => {
    const found = images.locate(req.params.name);
    if (!found) throw new NotFound(NOT_FOUND);
    createReadStream(found.file)
      .on('error', () => {
        if (!res.headersSent) res.status(404).json({ message: NOT_FOUND });
        else res.destroy();
      })
      .once('open', () => {
        res.setHeader('Content-Type', found.contentType);
        res.setHeader('X-Content-Type-Options', 'nosniff');
        // Names are random and never reused: the file behind one never changes.
        res.setHeader('Cache-Control', 'private, max-age=31536000, immutable');
      })
      .pipe(res);
  });
  return router;
}

/** busboy's errors for a body that is not (well-formed) multipart. */
function isBusboyError(error: unknown): boolean {
  return error instanceof Error && /multipart|boundary|Unexpected end of form|Malformed part header/i.test(error.message);
}
