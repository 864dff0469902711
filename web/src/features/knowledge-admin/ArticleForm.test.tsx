import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AdminCreateKnowledgeArticleDocument, AdminUpdateKnowledgeArticleDocument } from '../../gql/graphql';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ArticleForm } from './ArticleForm';
import { articleValues, newArticleValues, toCreateArticleInput, toUpdateArticleInput, type AdminArticle } from './articleSchema';

jest.mock('../../lib/toaster', () => ({ showSuccess: jest.fn(), showError: jest.fn(), dismissToasts: jest.fn() }));
const toaster = jest.requireMock('../../lib/toaster') as { showSuccess: jest.Mock; showError: jest.Mock };

const saved: AdminArticle = {
  __typename: 'KnowledgeArticle',
  id: 'a1',
  title: 'Bleed a radiator',
  description: null,
  summary: null,
  fullContent: null,
  heroImageUrl: null,
  country: 'UK',
  category: 'PLUMBING',
  responsibility: 'TENANT',
  isActive: true,
  tags: [],
  estimatedDuration: 30,
  difficulty: 'BEGINNER',
  legalNotes: null,
  updatedAt: '2026-11-25T10:00:00.000Z',
};

/** What fetch answers (jsdom has no Response): enough of one for the upload's reading. */
function answer(status: number, body: unknown, statusText = '') {
  const text = JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, statusText, json: async () => body, text: async () => text };
}

function pngFile(bytes = 100, type = 'image/png'): File {
  return new File([new Uint8Array(bytes)], 'photo.png', { type });
}

describe('ArticleForm', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    toaster.showSuccess.mockClear();
    toaster.showError.mockClear();
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('starts a new article as plumbing, tenant, UK, active, beginner and 30 minutes', async () => {
    renderWithProviders(<ArticleForm onSaved={jest.fn()} onCancel={jest.fn()} />);
    expect(await screen.findByRole('heading', { name: 'Create New Article' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Category')).toHaveValue('PLUMBING');
    expect(screen.getByLabelText('Responsibility')).toHaveValue('TENANT');
    expect(screen.getByLabelText('Country')).toHaveValue('UK');
    expect(screen.getByLabelText('Difficulty')).toHaveValue('BEGINNER');
    expect(screen.getByLabelText('Duration (minutes)')).toHaveValue(30);
    expect(screen.getByRole('checkbox', { name: 'Active (shown in the Knowledge Base)' })).toBeChecked();
  });

  it('needs a title, a valid hero image address and a duration in minutes', async () => {
    const { user } = renderWithProviders(<ArticleForm onSaved={jest.fn()} onCancel={jest.fn()} />);
    await user.type(await screen.findByLabelText('Hero image'), 'not a url');
    await user.clear(screen.getByLabelText('Duration (minutes)'));
    await user.type(screen.getByLabelText('Duration (minutes)'), '2000');
    await user.click(screen.getByRole('button', { name: 'Create Article' }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveAccessibleErrorMessage('Title is required'));
    expect(screen.getByLabelText('Hero image')).toHaveAccessibleErrorMessage('Hero image must be a valid URL');
    expect(screen.getByLabelText('Duration (minutes)')).toHaveAccessibleErrorMessage(
      'Duration must be a whole number of minutes from 0 to 1440',
    );
  });

  it('leaves an empty hero image out, and splits the tags', () => {
    const input = toCreateArticleInput({ ...newArticleValues, title: ' Bleed a radiator ', tags: 'radiator, , heating,radiator' });
    expect(input).not.toHaveProperty('heroImageUrl');
    expect(input).toMatchObject({ title: 'Bleed a radiator', tags: ['radiator', 'heating'], estimatedDuration: 30, category: 'PLUMBING' });
  });

  it("creates the article with 'Article created successfully!'", async () => {
    const input = toCreateArticleInput({ ...newArticleValues, title: 'Bleed a radiator' });
    const mocks: MockLink.MockedResponse[] = [
      {
        request: { query: AdminCreateKnowledgeArticleDocument, variables: { input } },
        result: { data: { createKnowledgeArticle: saved } },
      },
    ];
    const onSaved = jest.fn();
    const { user } = renderWithProviders(<ArticleForm onSaved={onSaved} onCancel={jest.fn()} />, { mocks });
    await user.type(await screen.findByLabelText('Title'), 'Bleed a radiator');
    await user.click(screen.getByRole('button', { name: 'Create Article' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 'a1' })));
    expect(toaster.showSuccess).toHaveBeenCalledWith('Article created successfully!');
  });

  it("edits an article (Update Article) and says 'Failed to update article' when refused", async () => {
    const article = { ...saved, heroImageUrl: '/api/uploads/knowledge-base/' + 'a'.repeat(32) + '.png' };
    const mocks: MockLink.MockedResponse[] = [
      {
        request: {
          query: AdminUpdateKnowledgeArticleDocument,
          variables: { input: toUpdateArticleInput('a1', articleValues(article), article) },
        },
        error: new Error('Article not found'),
      },
    ];
    const { user } = renderWithProviders(<ArticleForm article={article} onSaved={jest.fn()} onCancel={jest.fn()} />, { mocks });
    expect(await screen.findByRole('heading', { name: 'Edit Article: Bleed a radiator' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Hero image preview' })).toHaveAttribute('src', article.heroImageUrl);
    await user.click(screen.getByRole('button', { name: 'Update Article' }));
    await waitFor(() => expect(toaster.showError).toHaveBeenCalledWith('Failed to update article', 'Article not found'));
  });

  it('saves the minutes typed into Duration, creating an article and updating one', async () => {
    const createInput = toCreateArticleInput({ ...newArticleValues, title: 'Bleed a radiator', estimatedDuration: '45' });
    const updateInput = toUpdateArticleInput('a1', { ...articleValues(saved), estimatedDuration: '90' }, saved);
    expect(createInput.estimatedDuration).toBe(45);
    expect(updateInput.estimatedDuration).toBe(90);
    const mocks: MockLink.MockedResponse[] = [
      {
        request: { query: AdminCreateKnowledgeArticleDocument, variables: { input: createInput } },
        result: { data: { createKnowledgeArticle: saved } },
      },
      {
        request: { query: AdminUpdateKnowledgeArticleDocument, variables: { input: updateInput } },
        result: { data: { updateKnowledgeArticle: { ...saved, estimatedDuration: 90 } } },
      },
    ];
    const onCreated = jest.fn();
    const created = renderWithProviders(<ArticleForm onSaved={onCreated} onCancel={jest.fn()} />, { mocks });
    await created.user.type(await screen.findByLabelText('Title'), 'Bleed a radiator');
    await created.user.clear(screen.getByLabelText('Duration (minutes)'));
    await created.user.type(screen.getByLabelText('Duration (minutes)'), '45');
    await created.user.click(screen.getByRole('button', { name: 'Create Article' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    created.unmount();

    const onUpdated = jest.fn();
    const edited = renderWithProviders(<ArticleForm article={saved} onSaved={onUpdated} onCancel={jest.fn()} />, { mocks });
    await edited.user.clear(await screen.findByLabelText('Duration (minutes)'));
    await edited.user.type(screen.getByLabelText('Duration (minutes)'), '90');
    await edited.user.click(screen.getByRole('button', { name: 'Update Article' }));
    await waitFor(() => expect(onUpdated).toHaveBeenCalledWith(expect.objectContaining({ estimatedDuration: 90 })));
    expect(toaster.showError).not.toHaveBeenCalled();
  });

  it('uploads a hero image: refuses a non-image and one over 5MB before sending, then fills in the address', async () => {
    renderWithProviders(<ArticleForm onSaved={jest.fn()} onCancel={jest.fn()} />);
    const picker = await screen.findByLabelText('Upload hero image');

    fireEvent.change(picker, { target: { files: [new File(['<html>'], 'page.html', { type: 'text/html' })] } });
    await waitFor(() => expect(toaster.showError).toHaveBeenCalledWith('Please select an image file'));
    fireEvent.change(picker, { target: { files: [pngFile(5 * 1024 * 1024 + 1)] } });
    await waitFor(() => expect(toaster.showError).toHaveBeenCalledWith('File size must be less than 5MB'));
    expect(fetchMock).not.toHaveBeenCalled();

    const imageUrl = `/api/uploads/knowledge-base/${'b'.repeat(32)}.png`;
    fetchMock.mockResolvedValueOnce(answer(201, { imageUrl }));
    fireEvent.change(picker, { target: { files: [pngFile()] } });
    await waitFor(() => expect(screen.getByLabelText('Hero image')).toHaveValue(imageUrl));
    expect(toaster.showSuccess).toHaveBeenCalledWith('Image uploaded successfully!');
    expect(screen.getByRole('img', { name: 'Hero image preview' })).toHaveAttribute('src', imageUrl);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/upload/knowledge-base-image');
    expect((init.body as FormData).get('image')).toBeInstanceOf(File);
  });

  it("says 'Failed to upload image' with the server's reason", async () => {
    renderWithProviders(<ArticleForm onSaved={jest.fn()} onCancel={jest.fn()} />);
    fetchMock.mockResolvedValueOnce(answer(400, { message: 'Please select an image file', field: 'image' }, 'Bad Request'));
    fireEvent.change(await screen.findByLabelText('Upload hero image'), { target: { files: [pngFile()] } });
    await waitFor(() => expect(toaster.showError).toHaveBeenCalledWith('Failed to upload image', 'Please select an image file'));
    expect(screen.getByLabelText('Hero image')).toHaveValue('');
  });
});
