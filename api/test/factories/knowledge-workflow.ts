import type { DataSource } from 'typeorm';

let n = 0;

/**
 * A saved knowledge article with just the columns a workflow needs (written in SQL, so the
 * workflow tests do not depend on the article service); answers its id.
 */
export async function buildWorkflowArticle(ds: DataSource, title = `Workflow article ${(n += 1)}`): Promise<string> {
  const [row] = (await ds.query(
    `INSERT INTO knowledge_articles (title, category, responsibility) VALUES ($1, 'heating', 'tenant') RETURNING id`,
    [title],
  )) as [{ id: string }];
  return row.id;
}

/** Tiny real images of the four accepted types (1x1 pixel). */
export const SAMPLE_IMAGES = {
  png: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
  jpg: Buffer.from(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
    'base64',
  ),
  gif: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
  webp: Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64'),
} as const;
