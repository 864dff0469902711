import { screen } from '@testing-library/react';
import { makeUser, renderWithProviders } from '../../test/renderWithProviders';
import { RequireNeed } from './permissions';
import { useCan } from './useCan';

function Controls() {
  const answers = { read: useCan('read'), work: useCan('work'), admin: useCan('admin') };
  return (
    <ul>
      {Object.entries(answers).map(([need, allowed]) => (
        <li key={need}>{`${need}: ${allowed ? 'yes' : 'no'}`}</li>
      ))}
    </ul>
  );
}

describe('permissions in the web app', () => {
  it.each([
    ['ADMIN', ['read: yes', 'work: yes', 'admin: yes']],
    ['AGENT', ['read: yes', 'work: yes', 'admin: no']],
    ['VIEWER', ['read: yes', 'work: no', 'admin: no']],
  ] as const)('useCan follows the shared rule for %s', (role, expected) => {
    renderWithProviders(<Controls />, { auth: { user: makeUser({ role }) } });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(expected);
  });

  it('a page for admins shows an agent who may open it instead of its controls', () => {
    renderWithProviders(
      <RequireNeed need="admin">
        <button type="button">Save channel</button>
      </RequireNeed>,
      { auth: { user: makeUser({ role: 'AGENT' }) } },
    );
    expect(screen.getByRole('heading', { name: 'Not available to your role' })).toBeInTheDocument();
    expect(screen.getByText('This page is for Admin. Your role is Agent; an admin can change it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save channel' })).not.toBeInTheDocument();
  });

  it('an admin gets the page itself', () => {
    renderWithProviders(
      <RequireNeed need="admin">
        <button type="button">Save channel</button>
      </RequireNeed>,
      { auth: { user: makeUser({ role: 'ADMIN' }) } },
    );
    expect(screen.getByRole('button', { name: 'Save channel' })).toBeInTheDocument();
  });
});
