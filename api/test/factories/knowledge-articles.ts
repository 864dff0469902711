import type { DataSource } from 'typeorm';
import { KnowledgeArticle } from '../../src/modules/knowledge/knowledge-article.entity';
import { ResponsibilityMatrixEntry } from '../../src/modules/knowledge/responsibility-matrix.entity';

let n = 0;

/** A saved knowledge article (active, UK, plumbing, tenant unless told); fields override the defaults. */
export async function buildArticle(ds: DataSource, fields: Partial<KnowledgeArticle> = {}): Promise<KnowledgeArticle> {
  n += 1;
  const repo = ds.getRepository(KnowledgeArticle);
  const saved = await repo.save(
    repo.create({ title: `Article ${n}`, category: 'plumbing', responsibility: 'tenant', country: 'UK', isActive: true, ...fields }),
  );
  return repo.findOneByOrFail({ id: saved.id });
}

/** A saved responsibility matrix entry (UK, plumbing, landlord unless told); fields override the defaults. */
export async function buildMatrixEntry(
  ds: DataSource,
  fields: Partial<ResponsibilityMatrixEntry> = {},
): Promise<ResponsibilityMatrixEntry> {
  n += 1;
  const repo = ds.getRepository(ResponsibilityMatrixEntry);
  return repo.save(repo.create({ issueType: `Issue ${n}`, category: 'plumbing', country: 'UK', responsibility: 'landlord', ...fields }));
}
