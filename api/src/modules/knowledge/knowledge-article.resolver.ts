import { Arg, Args, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Allow } from '../../common/permissions';
import { CurrentUser } from '../../common/graphql-context';
import { VALIDATE_NULLS } from '../../common/query-params';
import type { User } from '../users/user.entity';
import { KnowledgeArticle } from './knowledge-article.entity';
import { CreateKnowledgeArticleInput, KnowledgeArticlesArgs, UpdateKnowledgeArticleInput } from './knowledge-article.inputs';
import type { KnowledgeArticleService } from './knowledge-article.service';
import { KnowledgeArticleConnection } from './knowledge-article.types';

/** GraphQL side of knowledge articles; the same KnowledgeArticleService as the REST routes. */
@Resolver(() => KnowledgeArticle)
export class KnowledgeArticleResolver {
  constructor(private readonly service: KnowledgeArticleService) {}

  @Allow('read')
  @Query(() => KnowledgeArticleConnection, {
    description: 'Articles filtered by category, country and isActive; with a search, best match first, else by title.',
  })
  knowledgeArticles(@Args(() => KnowledgeArticlesArgs) args: KnowledgeArticlesArgs): Promise<KnowledgeArticleConnection> {
    return this.service.list(args.filter, args);
  }

  @Allow('read')
  @Query(() => KnowledgeArticle)
  knowledgeArticle(@Arg('id', () => ID) id: string): Promise<KnowledgeArticle> {
    return this.service.get(id);
  }

  @Allow('admin')
  @Mutation(() => KnowledgeArticle)
  createKnowledgeArticle(
    @Arg('input', () => CreateKnowledgeArticleInput) input: CreateKnowledgeArticleInput,
    @CurrentUser() me: User,
  ): Promise<KnowledgeArticle> {
    return this.service.create(input, me);
  }

  @Allow('admin')
  @Mutation(() => KnowledgeArticle)
  updateKnowledgeArticle(
    @Arg('input', () => UpdateKnowledgeArticleInput, VALIDATE_NULLS) input: UpdateKnowledgeArticleInput,
    @CurrentUser() me: User,
  ): Promise<KnowledgeArticle> {
    return this.service.update(input, me);
  }
}
