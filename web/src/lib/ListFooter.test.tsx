import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/renderWithProviders';
import { ListFooter } from './ListFooter';

describe('ListFooter', () => {
  it('shows the range and stops Next on the last page of an exact total', () => {
    renderWithProviders(<ListFooter shown={5} total={30} offset={25} noun="tickets" onOffsetChange={() => {}} />);
    expect(screen.getByText('Showing 5 tickets (26–30 of 30)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('shows a capped total as a lower bound and keeps Next on', async () => {
    const onOffsetChange = jest.fn();
    renderWithProviders(<ListFooter shown={25} total={100} totalCapped offset={75} noun="tickets" onOffsetChange={onOffsetChange} />);
    expect(screen.getByText('Showing 25 tickets (76–100 of 100+)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onOffsetChange).toHaveBeenCalledWith(100);
  });
});
