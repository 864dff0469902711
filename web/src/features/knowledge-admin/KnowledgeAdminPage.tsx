import { Button, Tabs } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useAddressState } from '../../lib/useAddressState';
import { PageHeader } from '../../lib/PageHeader';
import { paths } from '../../lib/paths';
import { ArticlesTab } from './ArticlesTab';
import { MatrixTab } from './MatrixTab';
import { useAdminArticles } from './useAdminArticles';
import { WorkflowBuilder } from './WorkflowBuilder';

type Tab = 'articles' | 'workflows' | 'matrix';
const TABS: readonly Tab[] = ['articles', 'workflows', 'matrix'];

/**
 * Knowledge Base Admin: the Articles and Quick Start Workflows tabs, and the responsibility
 * matrix. The open tab and the workflow's article are in the address (`?tab=workflows&article=`).
 */
const ADDRESS_KEYS = ['tab', 'article'] as const;

export default function KnowledgeAdminPage() {
  const navigate = useNavigate();
  const address = useAddressState(ADDRESS_KEYS);
  const requested = address.applied.tab as Tab;
  const tab: Tab = TABS.includes(requested) ? requested : 'articles';
  const articleId = address.applied.article || null;
  const { articles } = useAdminArticles();

  const show = (next: Tab, article: string | null = articleId) =>
    address.set({ tab: next === 'articles' ? null : next, article: next === 'workflows' ? article : null });

  return (
    <>
      <PageHeader
        title="Knowledge Base Admin"
        actions={
          <Button variant="outline" size="sm" onClick={() => navigate(paths.troubleshooting)}>
            <ArrowLeft /> Back
          </Button>
        }
      />
      <Tabs.Root value={tab} onValueChange={(e) => show(e.value as Tab)} lazyMount unmountOnExit variant="line">
        <Tabs.List mb="4">
          <Tabs.Trigger value="articles">Articles</Tabs.Trigger>
          <Tabs.Trigger value="workflows">Quick Start Workflows</Tabs.Trigger>
          <Tabs.Trigger value="matrix">Responsibility Matrix</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="articles">
          <ArticlesTab onOpenWorkflow={(id) => show('workflows', id)} />
        </Tabs.Content>
        <Tabs.Content value="workflows">
          <WorkflowBuilder articles={articles} articleId={articleId} onSelectArticle={(id) => show('workflows', id)} />
        </Tabs.Content>
        <Tabs.Content value="matrix">
          <MatrixTab />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
