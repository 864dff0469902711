import { Arg, Args, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Allow } from '../../common/permissions';
import { VALIDATE_NULLS } from '../../common/query-params';
import { KnowledgeArticle } from './knowledge-article.entity';
import { CreateKnowledgeArticleInput, KnowledgeArticlesArgs, UpdateKnowledgeArticleInput } from './knowledge-article.inputs';
import { CurrentActor, type SignedInActor } from '../../common/actor';
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
    @CurrentActor() actor: SignedInActor,
  ): Promise<KnowledgeArticle> {
    return this.service.create(input, actor);
  }

  @Allow('admin')
  @Mutation(() => KnowledgeArticle)
  updateKnowledgeArticle(
    @Arg('input', () => UpdateKnowledgeArticleInput, VALIDATE_NULLS) input: UpdateKnowledgeArticleInput,
    @CurrentActor() actor: SignedInActor,
  ): Promise<KnowledgeArticle> {
    return this.service.update(input, actor);
  }
}
