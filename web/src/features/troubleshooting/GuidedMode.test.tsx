import { screen, waitFor, within } from '@testing-library/react';
import {
  AnswerTroubleshootingStepDocument,
  GuidedStepsDocument,
  PreviousTroubleshootingStepDocument,
  StartTroubleshootingSessionDocument,
  type TroubleshootingMoveOutcome,
  type TroubleshootingSessionStatus,
} from '../../gql/graphql';
import { showError, showSuccess } from '../../lib/toaster';
import { LocationProbe, renderWithProviders } from '../../test/renderWithProviders';
import { GuidedMode } from './GuidedMode';

jest.mock('../../lib/toaster', () => ({ showError: jest.fn(), showSuccess: jest.fn(), toaster: { create: jest.fn() } }));

const option = (
  id: string,
  optionText: string,
  extra: Partial<{ isSuccess: boolean; shouldEscalate: boolean; nextStepId: string }> = {},
) => ({
  __typename: 'StepOption' as const,
  id,
  optionText,
  nextStepId: extra.nextStepId ?? null,
  isSuccess: extra.isSuccess ?? false,
  shouldEscalate: extra.shouldEscalate ?? false,
});
const step = (n: number, options: ReturnType<typeof option>[], extra: { safetyNote?: string; tips?: string } = {}) => ({
  __typename: 'KnowledgeStep' as const,
  id: `st${n}`,
  stepNumber: n,
  type: 'INSTRUCTION' as const,
  title: `Title of step ${n}`,
  content: `Content of step ${n}`,
  safetyNote: extra.safetyNote ?? null,
  tips: extra.tips ?? null,
  commonMistakes: null,
  toolsRequired: n === 1 ? ['Radiator key'] : [],
  timeEstimate: 5,
  imageUrl: null,
  options,
});
const STEPS = [
  step(1, [option('o1a', 'It works now', { isSuccess: true }), option('o1b', 'Still cold')], {
    safetyNote: 'Let the radiator cool first.',
    tips: 'Hold a cloth under the valve.',
  }),
  step(2, [option('o2a', 'Water on the floor', { shouldEscalate: true }), option('o2b', 'No change')]),
  step(3, [option('o3a', 'Still not working')]),
];

const session = (currentStepId: string, status: TroubleshootingSessionStatus = 'ACTIVE', completedSteps: string[] = []) => ({
  __typename: 'TroubleshootingSession' as const,
  id: 's1',
  articleId: 'a1',
  status,
  currentStepId,
  completedSteps,
  escalatedTicketId: null,
});
const stepsMock = (steps: typeof STEPS) => ({
  request: { query: GuidedStepsDocument, variables: { articleId: 'a1' } },
  result: { data: { knowledgeSteps: steps } },
});
const startMock = (current = 'st1', resumed = false) => ({
  request: { query: StartTroubleshootingSessionDocument, variables: { input: { articleId: 'a1' } } },
  result: {
    data: { startTroubleshootingSession: { __typename: 'TroubleshootingSessionStart' as const, resumed, session: session(current) } },
  },
});
const answerMock = (optionId: string, outcome: TroubleshootingMoveOutcome, next: ReturnType<typeof session>) => ({
  request: { query: AnswerTroubleshootingStepDocument, variables: { input: { sessionId: 's1', optionId } } },
  result: { data: { answerTroubleshootingStep: { __typename: 'TroubleshootingMove' as const, outcome, session: next } } },
});

const renderGuide = (mocks: object[]) =>
  renderWithProviders(
    <>
      <GuidedMode articleId="a1" />
      <LocationProbe testId="location" />
    </>,
    { mocks: mocks as never, route: '/troubleshooting?article=a1' },
  );

describe('GuidedMode', () => {
  beforeEach(() => jest.clearAllMocks());

  it('starts a session and shows the progress, the step card and its options', async () => {
    renderGuide([stepsMock(STEPS), startMock()]);
    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
    expect(showSuccess).toHaveBeenCalledWith('Troubleshooting session started');
    expect(screen.getByRole('progressbar', { name: 'Troubleshooting progress' })).toHaveAttribute(
      'aria-valuenow',
      expect.stringMatching(/^33\.33/),
    );
    expect(screen.getByRole('heading', { name: 'Title of step 1' })).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'Safety note' })).toHaveTextContent('Let the radiator cool first.');
    expect(screen.getByText('Hold a cloth under the valve.')).toBeInTheDocument();
    expect(screen.getByText('Radiator key')).toBeInTheDocument();
    expect(screen.getByText('What happened when you tried this step?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'It works now' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Still cold' })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Previous Step/ })).toBeDisabled();
  });

  it("renders the step's Markdown as the article reader does: emphasis, a link to the guide, nothing unsafe", async () => {
    const marked = {
      ...STEPS[0]!,
      content:
        '*Boiler pressure low*\n\nSee [the pressure guide](https://guides.example/pressure).\n\n<img src=x onerror="window.hacked=true">',
      tips: 'Use **a cloth**.',
      safetyNote: 'Turn the boiler **off** first.',
    };
    renderGuide([stepsMock([marked, ...STEPS.slice(1)]), startMock()]);
    const content = await screen.findByTestId('guided-step-content');
    expect(content).not.toHaveTextContent('*');
    expect(within(content).getByText('Boiler pressure low').tagName).toBe('EM');
    const link = within(content).getByRole('link', { name: 'the pressure guide' });
    expect(link).toHaveAttribute('href', 'https://guides.example/pressure');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(content.innerHTML).not.toMatch(/onerror/i);
    expect(screen.getByText('a cloth').tagName).toBe('STRONG');
    expect(within(screen.getByRole('note', { name: 'Safety note' })).getByText('off').tagName).toBe('STRONG');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('moves on with an answer, goes back with Previous Step, and ends on Problem Resolved!', async () => {
    const { user } = renderGuide([
      stepsMock(STEPS),
      startMock(),
      answerMock('o1b', 'NEXT', session('st2', 'ACTIVE', ['st1'])),
      {
        request: { query: PreviousTroubleshootingStepDocument, variables: { input: { sessionId: 's1' } } },
        result: {
          data: { previousTroubleshootingStep: { __typename: 'TroubleshootingMove', outcome: 'PREVIOUS', session: session('st1') } },
        },
      },
      answerMock('o1a', 'RESOLVED', session('st1', 'COMPLETED', ['st1'])),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Still cold' }));
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
    // The new step's title has the focus: the keyboard goes on from there.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Title of step 2' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: /Previous Step/ }));
    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();

    // By keyboard: Tab to the first answer and press Enter.
    screen.getByRole('button', { name: 'It works now' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Problem Resolved!' })).toBeInTheDocument();
    expect(showSuccess).toHaveBeenCalledWith('Problem resolved!');
    expect(screen.queryByText('What happened when you tried this step?')).not.toBeInTheDocument();
  });

  it('after the last step offers Need Additional Help? and its ticket link', async () => {
    const { user } = renderGuide([
      stepsMock(STEPS),
      startMock('st3', true),
      answerMock('o3a', 'NEED_HELP', session('st3', 'ESCALATED_TO_TICKET', ['st3'])),
    ]);
    expect(await screen.findByText('Step 3 of 3')).toBeInTheDocument();
    expect(screen.getByText('Resumed where you left off.')).toBeInTheDocument();
    expect(showSuccess).not.toHaveBeenCalledWith('Troubleshooting session started');
    await user.click(screen.getByRole('button', { name: 'Still not working' }));
    expect(await screen.findByRole('heading', { name: 'Need Additional Help?' })).toBeInTheDocument();
    expect(showSuccess).toHaveBeenCalledWith('Need additional help?');
    await user.click(screen.getByRole('button', { name: 'Create Support Ticket' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/tickets/new?fromSession=s1&articleId=a1&source=troubleshooting');
  });

  it('an escalating answer goes straight to the new ticket', async () => {
    const { user } = renderGuide([
      stepsMock(STEPS),
      startMock('st2', true),
      answerMock('o2a', 'ESCALATED', session('st2', 'ESCALATED_TO_TICKET')),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Water on the floor' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/tickets/new?fromSession=s1&articleId=a1&source=troubleshooting'),
    );
  });

  it('shows No troubleshooting steps available for an article without steps, and starts nothing', async () => {
    const start = jest.fn(() => startMock().result);
    renderGuide([stepsMock([]), { ...startMock(), result: start }]);
    expect(await screen.findByText('No troubleshooting steps available')).toBeInTheDocument();
    expect(start).not.toHaveBeenCalled();
    expect(showSuccess).not.toHaveBeenCalled();
  });

  it("says 'Failed to start session' when the server refuses", async () => {
    renderGuide([
      stepsMock(STEPS),
      { request: startMock().request, result: { errors: [{ message: 'Article not found', extensions: { code: 'BAD_USER_INPUT' } }] } },
    ]);
    await waitFor(() => expect(showError).toHaveBeenCalledWith('Failed to start session', 'Article not found'));
    expect(await screen.findByRole('button', { name: /Try Again/ })).toBeInTheDocument();
  });
});
