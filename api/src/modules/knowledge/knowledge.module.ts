import type { AuditService } from '../audit/audit.service';
import type { CompanyService } from '../company/company.service';
import { feature, resolver } from '../../common/feature-module';
import type { TicketService } from '../tickets/ticket.service';
import { KnowledgeArticle } from './knowledge-article.entity';
import { KnowledgeArticleResolver } from './knowledge-article.resolver';
import { knowledgeArticleRouter } from './knowledge-article.rest';
import { KnowledgeArticleService } from './knowledge-article.service';
import { knowledgeImageFilesRouter, knowledgeImageUploadRouter } from './knowledge-image.rest';
import { KnowledgeImageService } from './knowledge-image.service';
import { KnowledgeStep } from './knowledge-step.entity';
import { KnowledgeStepResolver } from './knowledge-step.resolver';
import { knowledgeStepRouter } from './knowledge-step.rest';
import { KnowledgeStepService } from './knowledge-step.service';
import { ResponsibilityMatrixEntry } from './responsibility-matrix.entity';
import { ResponsibilityMatrixResolver } from './responsibility-matrix.resolver';
import { responsibilityMatrixRouter } from './responsibility-matrix.rest';
import { ResponsibilityMatrixService } from './responsibility-matrix.service';
import { StepOption } from './step-option.entity';
import { TroubleshootingSession } from './troubleshooting-session.entity';
import { SelfHelpFiguresResolver, TroubleshootingSessionResolver } from './troubleshooting-session.resolver';
import { troubleshootingSessionRouter } from './troubleshooting-session.rest';
import { TroubleshootingSessionService } from './troubleshooting-session.service';

interface Uses {
  knowledgeArticles: KnowledgeArticleService;
  responsibilityMatrix: ResponsibilityMatrixService;
  knowledgeSteps: KnowledgeStepService;
  knowledgeImages: KnowledgeImageService;
  troubleshootingSessions: TroubleshootingSessionService;
  tickets: TicketService;
  audit: AuditService;
  company: CompanyService;
}

/** The knowledge base: articles, the responsibility matrix, guided workflows and their sessions. */
export const knowledgeModule = feature<Uses>()({
  name: 'knowledge',
  entities: [KnowledgeArticle, KnowledgeStep, StepOption, ResponsibilityMatrixEntry, TroubleshootingSession],
  services: {
    troubleshootingSessions: ({ tickets, responsibilityMatrix, company }, { dataSource, clock }) =>
      new TroubleshootingSessionService(dataSource, { tickets, matrix: responsibilityMatrix, company }, clock),
    knowledgeArticles: ({ audit }, { dataSource }) => new KnowledgeArticleService(dataSource, audit),
    responsibilityMatrix: ({ tickets, audit }, { dataSource }) => new ResponsibilityMatrixService(dataSource, tickets, audit),
    knowledgeSteps: ({ audit }, { dataSource }) => new KnowledgeStepService(dataSource, audit),
    knowledgeImages: (_, { config }) => new KnowledgeImageService(config.DATA_DIR),
  },
  resolvers: [
    resolver(KnowledgeArticleResolver, ({ knowledgeArticles }) => new KnowledgeArticleResolver(knowledgeArticles)),
    resolver(ResponsibilityMatrixResolver, ({ responsibilityMatrix }) => new ResponsibilityMatrixResolver(responsibilityMatrix)),
    resolver(KnowledgeStepResolver, ({ knowledgeSteps }) => new KnowledgeStepResolver(knowledgeSteps)),
    resolver(TroubleshootingSessionResolver, ({ troubleshootingSessions }) => new TroubleshootingSessionResolver(troubleshootingSessions)),
    resolver(SelfHelpFiguresResolver, ({ troubleshootingSessions }) => new SelfHelpFiguresResolver(troubleshootingSessions)),
  ],
  routers: [
    { path: '/api/knowledge/articles', create: ({ knowledgeArticles }) => knowledgeArticleRouter(knowledgeArticles) },
    {
      path: '/api/knowledge/responsibility-matrix',
      create: ({ responsibilityMatrix }) => responsibilityMatrixRouter(responsibilityMatrix),
    },
    // Guided workflows beside the articles.
    { path: '/api/knowledge', create: ({ knowledgeSteps }) => knowledgeStepRouter(knowledgeSteps) },
    // Article and step images: multipart upload, served back to signed-in users.
    { path: '/api/upload', create: ({ knowledgeImages }) => knowledgeImageUploadRouter(knowledgeImages) },
    { path: '/api/uploads', create: ({ knowledgeImages }) => knowledgeImageFilesRouter(knowledgeImages) },
    // Guided troubleshooting sessions and what the guides save.
    { path: '/api/knowledge', create: ({ troubleshootingSessions }) => troubleshootingSessionRouter(troubleshootingSessions) },
  ],
});
