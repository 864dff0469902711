import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import multer from 'multer';
import { NOT_AN_IMAGE, UPLOADED_IMAGE_EXTENSIONS as EXTENSIONS, UPLOADED_IMAGE_NAME } from '@pmp/shared';
import { Invalid, NotFound, TooLarge } from './errors';

const CONTENT_TYPES: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(EXTENSIONS).map(([type, ext]) => [ext, type]));

/** What one kind of uploaded image accepts: its multipart field, its size limit and the message over it. */
interface ImageRules {
  field: string;
  maxBytes: number;
  tooLarge: string;
}

/**
 * Uploaded images of one kind (article images, avatars), kept in `directory` with random names
 * and served at `publicPath` + name. An image is accepted only when its bytes are a PNG, JPEG,
 * GIF or WebP (whatever its name or declared type say), so no script, HTML or SVG is ever stored,
 * and it is served back with the type its bytes are.
 */
export class ImageStore {
  constructor(
    private readonly directory: string,
    readonly publicPath: string,
    readonly rules: ImageRules,
  ) {}

  /** Stores the image; answers the same-origin path it is served at. */
  async store(bytes: Buffer | undefined): Promise<string> {
    const { field, maxBytes, tooLarge } = this.rules;
    if (!bytes || bytes.length === 0) throw new Invalid(NOT_AN_IMAGE, field);
    if (bytes.length > maxBytes) throw new TooLarge(tooLarge, field);
    const sniffed = await fileTypeFromBuffer(bytes);
    const extension = sniffed ? EXTENSIONS[sniffed.mime] : undefined;
    if (!extension) throw new Invalid(NOT_AN_IMAGE, field);
    const name = `${randomBytes(16).toString('hex')}.${extension}`;
    await mkdir(this.directory, { recursive: true });
    await writeFile(path.join(this.directory, name), bytes, { flag: 'wx' });
    return `${this.publicPath}${name}`;
  }

  /** The file of a stored image and its content type, or null for a name the upload never gives. */
  locate(name: string): { file: string; contentType: string } | null {
    if (!UPLOADED_IMAGE_NAME.test(name)) return null;
    const contentType = CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)];
    if (!contentType) return null;
    return { file: path.join(this.directory, name), contentType };
  }

  /** Deletes the stored image at this address; anything else (another store's, an outside URL, null) is left alone. */
  async remove(address: string | null | undefined): Promise<void> {
    if (!address?.startsWith(this.publicPath)) return;
    const found = this.locate(address.slice(this.publicPath.length));
    if (found) await rm(found.file, { force: true });
  }

  /**
   * Reads one multipart file in the store's field into memory (at most its size limit) before
   * the next handler checks its bytes: a larger file is a 413, a missing or extra file, another
   * field's file or a body that is not multipart a 400, each naming the field.
   */
  upload(): RequestHandler {
    const { field, maxBytes, tooLarge } = this.rules;
    const read = multer({
      storage: multer.memoryStorage(),
      limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 20 },
    }).single(field);
    return (req: Request, res: Response, next: NextFunction) =>
      read(req, res, (error?: unknown) => {
        if (!error) return next();
        if (error instanceof multer.MulterError) {
          if (error.code === 'LIMIT_FILE_SIZE') return next(new TooLarge(tooLarge, field));
          // Another field's file, more than one file, too many parts.
          return next(new Invalid(NOT_AN_IMAGE, field));
        }
        // Not multipart at all, or a malformed body.
        if (isBusboyError(error)) return next(new Invalid(NOT_AN_IMAGE, field));
        next(error);
      });
  }

  /**
   * Answers the stored image `name` with the type its bytes are and `X-Content-Type-Options:
   * nosniff`, so a browser never reads it as anything else; 404 `notFound` for any other name.
   */
  send(name: string, res: Response, notFound: string): void {
    const found = this.locate(name);
    if (!found) throw new NotFound(notFound);
    createReadStream(found.file)
      .on('error', () => {
        if (!res.headersSent) res.status(404).json({ message: notFound });
        else res.destroy();
      })
      .once('open', () => {
        res.setHeader('Content-Type', found.contentType);
        res.setHeader('X-Content-Type-Options', 'nosniff');
        // Names are random and never reused: the file behind one never changes.
        res.setHeader('Cache-Control', 'private, max-age=31536000, immutable');
      })
      .pipe(res);
  }
}

/** busboy's errors for a body that is not (well-formed) multipart. */
function isBusboyError(error: unknown): boolean {
  return error instanceof Error && /multipart|boundary|Unexpected end of form|Malformed part header/i.test(error.message);
}
