import { Field, ObjectType } from 'type-graphql';
import { Connection } from '../../common/paging';
import { KnowledgeArticle } from './knowledge-article.entity';

@ObjectType({ simpleResolvers: true })
export class KnowledgeArticleConnection extends Connection(KnowledgeArticle) {
  @Field({ description: 'True when a search stopped counting its matches (50 past the offset): totalCount is then a lower bound.' })
  totalCountCapped: boolean;
}
