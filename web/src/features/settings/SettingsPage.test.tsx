import { screen } from '@testing-library/react';
import { failOnConsole } from '../../test/failOnConsole';
import { makeUser, renderWithProviders } from '../../test/renderWithProviders';
import SettingsPage from './SettingsPage';

failOnConsole();

const screens = () => screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

describe('SettingsPage', () => {
  it("gives an admin every settings screen, the on-call rota's among them", () => {
    renderWithProviders(<SettingsPage />, { auth: { user: makeUser({ role: 'ADMIN' }) } });
    expect(screens()).toEqual([
      ['Company', '/settings/company'],
      ['Team', '/settings/team'],
      ['On call', '/settings/on-call'],
      ['Channels', '/settings/channels'],
      ['Audit log', '/settings/audit-log'],
    ]);
  });

  it('gives everyone else the on-call rota to read; the rest is kept by the admins', () => {
    renderWithProviders(<SettingsPage />, { auth: { user: makeUser({ role: 'VIEWER' }) } });
    expect(screens()).toEqual([['On call', '/settings/on-call']]);
    expect(screen.getByText("The company's settings are kept by its admins.")).toBeInTheDocument();
  });
});
