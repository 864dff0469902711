import { ChakraProvider, Dialog } from '@chakra-ui/react';
import { displayName, initials } from '@pmp/shared';
import type { ApolloLink } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { system } from '../app/theme';
import { DISCARD_CHANGES } from '../lib/dialogs';
import { companyDefaultsMock } from './factories';
import { AuthContext, type AuthContextValue } from '../features/auth/AuthContext';
import type { CurrentUser } from '../features/auth/authHooks';

export interface RenderOptions {
  /** The answers; the company's defaults (companyDefaultsMock) are answered after them, as most screens read them. */
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  /** When given, the link that answers instead of `mocks` (a test that pushes live events itself). */
  link?: ApolloLink;
  /** Every read reaches the link, even one asked for while the same read is in flight (a test that counts reads). */
  countEveryRead?: boolean;
  route?: string;
  /**
   * A fixed AuthContext value; by default a signed-in agent (makeUser). A real AuthProvider in
   * `ui` takes over from it.
   */
  auth?: Partial<AuthContextValue>;
}

export function fakeAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    user: null,
    isLoading: false,
    login: jest.fn(async () => overrides.user as CurrentUser),
    register: jest.fn(async () => ({ ...(overrides.user as CurrentUser), emailVerified: true })),
    logout: jest.fn(async () => undefined),
    isLoggingIn: false,
    isRegistering: false,
    isLoggingOut: false,
    ...overrides,
  };
}

/** A signed-in user; `name` and `initials` are derived as the api derives them unless given. */
export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  const user = {
    __typename: 'User' as const,
    id: 'u1',
    email: 'jane.doe@example.com',
    firstName: 'Jane',
    lastName: 'Doe',
    profileImageUrl: null,
    timeZone: null,
    connectedEmailProvider: null,
    role: 'AGENT' as const,
    ...overrides,
  };
  return { name: displayName(user), initials: initials(user), ...user };
}

export function renderWithProviders(ui: ReactElement, { mocks = [], link, countEveryRead = false, route = '/', auth }: RenderOptions = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ChakraProvider value={system}>
      <MockedProvider
        mocks={[...mocks, companyDefaultsMock()]}
        link={link}
        defaultOptions={countEveryRead ? { watchQuery: { context: { queryDeduplication: false } } } : undefined}
      >
        <MemoryRouter initialEntries={[route]}>
          <AuthContext.Provider value={fakeAuth(auth ?? { user: makeUser() })}>{children}</AuthContext.Provider>
        </MemoryRouter>
      </MockedProvider>
    </ChakraProvider>
  );
  return { user: userEvent.setup(), ...render(ui, { wrapper }) };
}

/** The router's current path and query as text, for tests that follow where a click leads. */
export function LocationProbe({ testId = 'where' }: { testId?: string }) {
  const location = useLocation();
  return <p data-testid={testId}>{location.pathname + location.search}</p>;
}

/** Renders `ui` on a route matching `path` (every path by default) with a LocationProbe beside it. */
export function renderWithLocation(ui: ReactElement, { path = '*', ...options }: RenderOptions & { path?: string } = {}) {
  return renderWithProviders(
    <Routes>
      <Route
        path={path}
        element={
          <>
            {ui}
            <LocationProbe />
          </>
        }
      />
    </Routes>,
    options,
  );
}

/** `ui` inside an open dialog: a form's Dialog.Body and Dialog.Footer need one around them. */
export function inDialog(ui: ReactElement) {
  return (
    <Dialog.Root open>
      <Dialog.Content>{ui}</Dialog.Content>
    </Dialog.Root>
  );
}

/** Whether a click reaches `element`: the nearest declared `pointer-events` above it is not `none` (as user-event decides). */
function takesPointerEvents(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const value = window.getComputedStyle(node).pointerEvents;
    if (value && value !== 'inherit') return value !== 'none';
  }
  return true;
}

/**
 * The "Discard changes?" question once it has opened, as a person sees it: until its layer is
 * registered, Chakra's modal keeps pointer events (and Escape) with the layer below it.
 */
export async function discardQuestion(): Promise<HTMLElement> {
  const question = await screen.findByRole('alertdialog', { name: DISCARD_CHANGES.title });
  await waitFor(() => expect(takesPointerEvents(question)).toBe(true));
  return question;
}

/** Answers the "Discard changes?" question once it has opened. */
export async function answerDiscardQuestion(user: UserEvent, answer: 'keep' | 'discard'): Promise<void> {
  const button = within(await discardQuestion()).getByRole('button', { name: DISCARD_CHANGES[answer] });
  await waitFor(() => expect(takesPointerEvents(button)).toBe(true));
  await user.click(button);
}
