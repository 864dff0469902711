import { ChakraProvider } from '@chakra-ui/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { system } from '../app/theme';
import { AppToaster } from './AppToaster';
import { showError, showSuccess, toaster } from './toaster';

function renderToaster() {
  return render(
    <ChakraProvider value={system}>
      <MemoryRouter initialEntries={['/conversations']}>
        <Routes>
          <Route path="/conversations" element={<p>Conversations screen</p>} />
          <Route path="/tickets" element={<p>Tickets screen</p>} />
        </Routes>
        <AppToaster />
      </MemoryRouter>
    </ChakraProvider>,
  );
}

describe('AppToaster', () => {
  afterEach(() => {
    act(() => {
      toaster.remove();
    });
  });

  it('shows one toast at a time: the newest replaces the one on screen', async () => {
    renderToaster();
    act(() => showSuccess('Welcome back!', 'You have successfully logged in.'));
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(screen.getByText('You have successfully logged in.')).toBeInTheDocument();
    act(() => showError('Logout failed', 'Network down'));
    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Welcome back!')).not.toBeInTheDocument());
  });

  it('dismisses a toast swiped right by 50 px or more', async () => {
    renderToaster();
    act(() => showError('Login failed', 'Invalid email or password'));
    const title = await screen.findByText('Login failed');
    const root = title.closest('[data-part="root"]');
    if (!root) throw new Error('toast root not found');
    expect(root).toHaveAttribute('data-type', 'error');

    fireEvent.pointerDown(root, { clientX: 10, pointerId: 1, pointerType: 'touch' });
    fireEvent.pointerUp(root, { clientX: 40, pointerId: 1, pointerType: 'touch' });
    expect(root).toHaveAttribute('data-state', 'open');

    fireEvent.pointerDown(root, { clientX: 10, pointerId: 2, pointerType: 'touch' });
    fireEvent.pointerUp(root, { clientX: 70, pointerId: 2, pointerType: 'touch' });
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'closed'));
  });

  it("offers a toast's link, which opens the screen in the app and closes the toast", async () => {
    renderToaster();
    act(() => showSuccess('Message triaged successfully', 'New ticket created:', { label: '#1400 - Gas smell', to: '/tickets?ticket=t9' }));
    const link = await screen.findByRole('link', { name: '#1400 - Gas smell' });
    expect(link).toHaveAttribute('href', '/tickets?ticket=t9');
    fireEvent.click(link);
    expect(await screen.findByText('Tickets screen')).toBeInTheDocument();
    const root = screen.getByText('Message triaged successfully').closest('[data-part="root"]');
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'closed'));
  });
});
