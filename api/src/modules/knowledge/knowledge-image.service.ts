import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import {
  KNOWLEDGE_IMAGE_EXTENSIONS as EXTENSIONS,
  KNOWLEDGE_IMAGE_MAX_BYTES,
  KNOWLEDGE_IMAGE_MESSAGES,
  KNOWLEDGE_IMAGE_NAME,
  KNOWLEDGE_IMAGE_PATH,
} from '@pmp/shared';
import { Invalid, TooLarge } from '../../common/errors';

const CONTENT_TYPES: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(EXTENSIONS).map(([type, ext]) => [ext, type]));

/**
 * Images for articles and steps (docs/product.md §10 "Knowledge base"): kept under
 * `<DATA_DIR>/uploads/knowledge-base` with random names. An image is accepted only when its bytes
 * are a PNG, JPEG, GIF or WebP (whatever its name or declared type say), so no script, HTML or
 * SVG is ever stored, and it is served back with the type its bytes are.
 */
export class KnowledgeImageService {
  private readonly directory: string;

  constructor(dataDir: string) {
    this.directory = path.resolve(dataDir, 'uploads', 'knowledge-base');
  }

  /** Stores the image; answers the same-origin path it is served at. */
  async store(bytes: Buffer | undefined): Promise<{ imageUrl: string }> {
    if (!bytes || bytes.length === 0) throw new Invalid(KNOWLEDGE_IMAGE_MESSAGES.notAnImage, 'image');
    if (bytes.length > KNOWLEDGE_IMAGE_MAX_BYTES) throw new TooLarge(KNOWLEDGE_IMAGE_MESSAGES.tooLarge, 'image');
    const sniffed = await fileTypeFromBuffer(bytes);
    const extension = sniffed ? EXTENSIONS[sniffed.mime] : undefined;
    if (!extension) throw new Invalid(KNOWLEDGE_IMAGE_MESSAGES.notAnImage, 'image');
    const name = `${randomBytes(16).toString('hex')}.${extension}`;
    await mkdir(this.directory, { recursive: true });
    await writeFile(path.join(this.directory, name), bytes, { flag: 'wx' });
    return { imageUrl: `${KNOWLEDGE_IMAGE_PATH}${name}` };
  }

  /** The file of a stored image and its content type, or null for a name the upload never gives. */
  locate(name: string): { file: string; contentType: string } | null {
    if (!KNOWLEDGE_IMAGE_NAME.test(name)) return null;
    const contentType = CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)];
    if (!contentType) return null;
    return { file: path.join(this.directory, name), contentType };
  }
}
