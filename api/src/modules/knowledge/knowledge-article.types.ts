import { ObjectType } from 'type-graphql';
import { Connection } from '../../common/paging';
import { KnowledgeArticle } from './knowledge-article.entity';

@ObjectType({ simpleResolvers: true })
export class KnowledgeArticleConnection extends Connection(KnowledgeArticle) {}
