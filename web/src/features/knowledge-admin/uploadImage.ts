import { KNOWLEDGE_IMAGE_FIELD, KNOWLEDGE_IMAGE_MAX_BYTES, KNOWLEDGE_IMAGE_MESSAGES } from '@pmp/shared';
import { throwIfNotOk } from '../../lib/errors';

export const KNOWLEDGE_IMAGE_UPLOAD_PATH = '/api/upload/knowledge-base-image';

/**
 * The browser's checks before an upload: an image type and at most 5 MB. Answers the message to
 * show, or null when the file may go (the server checks the bytes themselves).
 */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return KNOWLEDGE_IMAGE_MESSAGES.notAnImage;
  if (file.size > KNOWLEDGE_IMAGE_MAX_BYTES) return KNOWLEDGE_IMAGE_MESSAGES.tooLarge;
  return null;
}

/** Uploads an article image (multipart field `image`); answers the address to store, or throws the reason. */
export async function uploadKnowledgeImage(file: File): Promise<string> {
  const problem = imageFileProblem(file);
  if (problem) throw new Error(problem);
  const body = new FormData();
  body.append(KNOWLEDGE_IMAGE_FIELD, file);
  const response = await throwIfNotOk(await fetch(KNOWLEDGE_IMAGE_UPLOAD_PATH, { method: 'POST', body, credentials: 'same-origin' }));
  const answer = (await response.json()) as { imageUrl?: unknown };
  if (typeof answer.imageUrl !== 'string') throw new Error('Failed to upload image');
  return answer.imageUrl;
}
