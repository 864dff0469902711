import path from 'node:path';
import { KNOWLEDGE_IMAGE_FIELD, KNOWLEDGE_IMAGE_MAX_BYTES, KNOWLEDGE_IMAGE_MESSAGES, KNOWLEDGE_IMAGE_PATH } from '@pmp/shared';
import { ImageStore } from '../../common/image-store';

/**
 * Images for articles and steps (docs/product.md §10 "Knowledge base"): kept under
 * `<DATA_DIR>/uploads/knowledge-base` with random names, accepted by what their bytes are
 * (common/image-store.ts).
 */
export class KnowledgeImageService extends ImageStore {
  constructor(dataDir: string) {
    super(path.resolve(dataDir, 'uploads', 'knowledge-base'), KNOWLEDGE_IMAGE_PATH, {
      field: KNOWLEDGE_IMAGE_FIELD,
      maxBytes: KNOWLEDGE_IMAGE_MAX_BYTES,
      tooLarge: KNOWLEDGE_IMAGE_MESSAGES.tooLarge,
    });
  }
}
