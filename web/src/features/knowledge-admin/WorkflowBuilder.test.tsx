import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import type { WorkflowMutations, WorkflowOption, WorkflowStep } from './useWorkflow';
import { DELETE_OPTION_MESSAGE, DELETE_STEP_MESSAGE, WorkflowEditor } from './WorkflowBuilder';

jest.mock('../../lib/toaster', () => ({ showSuccess: jest.fn(), showError: jest.fn(), dismissToasts: jest.fn() }));
const toaster = jest.requireMock('../../lib/toaster') as { showSuccess: jest.Mock; showError: jest.Mock };

function option(id: string, stepId: string, overrides: Partial<WorkflowOption> = {}): WorkflowOption {
  return {
    __typename: 'StepOption',
    id,
    stepId,
    optionText: `Option ${id}`,
    nextStepId: null,
    isSuccess: false,
    shouldEscalate: false,
    escalationNote: null,
    ...overrides,
  };
}

function step(n: number, overrides: Partial<WorkflowStep> = {}): WorkflowStep {
  return {
    __typename: 'KnowledgeStep',
    id: `s${n}`,
    articleId: 'a1',
    stepNumber: n,
    type: 'INSTRUCTION',
    title: `Step title ${n}`,
    content: `Do thing ${n}`,
    safetyNote: null,
    tips: null,
    timeEstimate: 5,
    options: [],
    ...overrides,
  };
}

const STEPS: WorkflowStep[] = [
  step(1, { title: 'Check the pressure', options: [option('o1', 's1', { optionText: 'Pressure is fine', isSuccess: true })] }),
  step(2, { title: 'Top up the pressure', type: 'SAFETY_WARNING', safetyNote: 'Let the boiler cool first' }),
  step(3, { title: 'Call an engineer' }),
];

function fakeMutations(): jest.Mocked<WorkflowMutations> {
  return {
    createStep: jest.fn(async (input) => step(4, { title: input.title })),
    updateStep: jest.fn(async (input) => step(1, { id: input.id })),
    deleteStep: jest.fn(async (id: string) => id),
    reorderSteps: jest.fn(async () => STEPS),
    createOption: jest.fn(async (input) => option('new', input.stepId)),
    updateOption: jest.fn(async (input) => option(input.id, 's1')),
    deleteOption: jest.fn(async (id: string) => id),
  } as unknown as jest.Mocked<WorkflowMutations>;
}

function renderEditor(mutations = fakeMutations(), steps = STEPS) {
  const rendered = renderWithProviders(<WorkflowEditor articleId="a1" serverSteps={steps} mutations={mutations} />);
  const panel = () => screen.getByRole('region', { name: 'Step editor' });
  return { ...rendered, mutations, panel };
}

describe('WorkflowEditor', () => {
  beforeEach(() => {
    toaster.showSuccess.mockClear();
    toaster.showError.mockClear();
  });

  it('lists the steps in order with their options and where each leads', () => {
    renderEditor();
    const cards = screen.getAllByRole('group');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Step 1: Check the pressure',
      'Step 2: Top up the pressure',
      'Step 3: Call an engineer',
    ]);
    expect(within(cards[0]!).getByText('Pressure is fine')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('→ Problem resolved')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Safety Warning')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Drag to reorder step 2: Top up the pressure' })).toBeInTheDocument();
  });

  it('moves the editor panel between none, stepCreate, stepEdit, optionCreate and optionEdit', async () => {
    const { user, panel } = renderEditor();
    expect(within(panel()).getByText('Select a step or an option to edit it, or add a step.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Step' }));
    expect(within(panel()).getByRole('heading', { name: 'New Step' })).toBeInTheDocument();
    expect(within(panel()).getByLabelText('Step type')).toHaveValue('INSTRUCTION');
    expect(within(panel()).getByLabelText('Time estimate (minutes)')).toHaveValue(5);
    await user.click(within(panel()).getByRole('button', { name: 'Cancel' }));
    expect(within(panel()).getByRole('heading', { name: 'Editor' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit step 2' }));
    expect(within(panel()).getByRole('heading', { name: 'Edit Step' })).toBeInTheDocument();
    expect(within(panel()).getByLabelText('Step title')).toHaveValue('Top up the pressure');
    expect(within(panel()).getByLabelText('Step type')).toHaveValue('SAFETY_WARNING');
    expect(within(panel()).getByLabelText('Safety note')).toHaveValue('Let the boiler cool first');

    await user.click(screen.getByRole('button', { name: 'Add option to step 2' }));
    expect(within(panel()).getByRole('heading', { name: 'New Option' })).toBeInTheDocument();
    // The next-step choice leaves out the option's own step.
    const choices = within(within(panel()).getByLabelText('Then go to')).getAllByRole('option');
    expect(choices.map((c) => c.textContent)).toEqual(['The following step', 'Step 1: Check the pressure', 'Step 3: Call an engineer']);

    await user.click(screen.getByRole('button', { name: 'Edit option: Pressure is fine' }));
    expect(within(panel()).getByRole('heading', { name: 'Edit Option' })).toBeInTheDocument();
    expect(within(panel()).getByLabelText('Option text')).toHaveValue('Pressure is fine');
    expect(within(panel()).getByRole('checkbox', { name: 'This resolves the problem' })).toBeChecked();
  });

  it('shows the escalation note only while the option escalates, and sends it only then', async () => {
    const { user, panel, mutations } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Add option to step 3' }));
    expect(within(panel()).queryByLabelText('Escalation note')).not.toBeInTheDocument();
    await user.type(within(panel()).getByLabelText('Option text'), 'Still no heating');
    await user.click(within(panel()).getByRole('checkbox', { name: 'Escalate to a support ticket' }));
    await user.type(await within(panel()).findByLabelText('Escalation note'), 'Book a Gas Safe engineer');
    await user.click(within(panel()).getByRole('button', { name: 'Create Option' }));
    await waitFor(() =>
      expect(mutations.createOption).toHaveBeenCalledWith({
        stepId: 's3',
        optionText: 'Still no heating',
        nextStepId: null,
        isSuccess: false,
        shouldEscalate: true,
        escalationNote: 'Book a Gas Safe engineer',
      }),
    );
    expect(toaster.showSuccess).toHaveBeenCalledWith('Option created!');
    expect(within(panel()).getByRole('heading', { name: 'Editor' })).toBeInTheDocument();
  });

  it("creates a step with the form's defaults; a time that is not a number counts as 0", async () => {
    const { user, panel, mutations } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Add Step' }));
    await user.click(within(panel()).getByRole('button', { name: 'Create Step' }));
    expect(await within(panel()).findByText('Title is required')).toBeInTheDocument();
    expect(within(panel()).getByText('Content is required')).toBeInTheDocument();
    expect(mutations.createStep).not.toHaveBeenCalled();

    await user.type(within(panel()).getByLabelText('Step title'), 'Reset the boiler');
    await user.type(within(panel()).getByLabelText('Instructions'), 'Hold the reset button for 5 seconds.');
    await user.clear(within(panel()).getByLabelText('Time estimate (minutes)'));
    await user.click(within(panel()).getByRole('button', { name: 'Create Step' }));
    await waitFor(() =>
      expect(mutations.createStep).toHaveBeenCalledWith({
        articleId: 'a1',
        type: 'INSTRUCTION',
        title: 'Reset the boiler',
        content: 'Hold the reset button for 5 seconds.',
        safetyNote: null,
        tips: null,
        timeEstimate: 0,
      }),
    );
    expect(toaster.showSuccess).toHaveBeenCalledWith('Workflow step created!');
  });

  it('saves the minutes typed into the time estimate, creating a step and editing one', async () => {
    const { user, panel, mutations } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Add Step' }));
    await user.type(within(panel()).getByLabelText('Step title'), 'Reset the boiler');
    await user.type(within(panel()).getByLabelText('Instructions'), 'Hold the reset button.');
    await user.clear(within(panel()).getByLabelText('Time estimate (minutes)'));
    await user.type(within(panel()).getByLabelText('Time estimate (minutes)'), '12');
    await user.click(within(panel()).getByRole('button', { name: 'Create Step' }));
    await waitFor(() => expect(mutations.createStep).toHaveBeenCalledWith(expect.objectContaining({ timeEstimate: 12 })));
    expect(toaster.showError).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Edit step 2' }));
    await user.clear(within(panel()).getByLabelText('Time estimate (minutes)'));
    await user.type(within(panel()).getByLabelText('Time estimate (minutes)'), '25');
    await user.click(within(panel()).getByRole('button', { name: 'Save Step' }));
    await waitFor(() => expect(mutations.updateStep).toHaveBeenCalledWith(expect.objectContaining({ id: 's2', timeEstimate: 25 })));
    expect(toaster.showError).not.toHaveBeenCalled();
  });

  it("keeps the form open with 'Failed to create step' when the server refuses", async () => {
    const mutations = fakeMutations();
    mutations.createStep.mockRejectedValueOnce(new Error('Article not found'));
    const { user, panel } = renderEditor(mutations);
    await user.click(screen.getByRole('button', { name: 'Add Step' }));
    await user.type(within(panel()).getByLabelText('Step title'), 'A');
    await user.type(within(panel()).getByLabelText('Instructions'), 'B');
    await user.click(within(panel()).getByRole('button', { name: 'Create Step' }));
    await waitFor(() => expect(toaster.showError).toHaveBeenCalledWith('Failed to create step', 'Article not found'));
    expect(within(panel()).getByRole('heading', { name: 'New Step' })).toBeInTheDocument();
  });

  it('saves an edited step with "Step updated!"', async () => {
    const { user, panel, mutations } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Edit step 1' }));
    await user.type(within(panel()).getByLabelText('Tips'), 'The gauge is under the boiler');
    await user.click(within(panel()).getByRole('button', { name: 'Save Step' }));
    await waitFor(() =>
      expect(mutations.updateStep).toHaveBeenCalledWith(expect.objectContaining({ id: 's1', tips: 'The gauge is under the boiler' })),
    );
    expect(toaster.showSuccess).toHaveBeenCalledWith('Step updated!');
  });

  it('asks before deleting a step, in those words, and deletes only on confirm', async () => {
    const { user, mutations } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Delete step 2' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(DELETE_STEP_MESSAGE)).toBeInTheDocument();
    expect(DELETE_STEP_MESSAGE).toBe('Are you sure you want to delete this step and all its options? This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(mutations.deleteStep).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete step 2' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(mutations.deleteStep).toHaveBeenCalledWith('s2'));
    expect(toaster.showSuccess).toHaveBeenCalledWith('Step deleted!');
  });

  it('asks before deleting an option, in those words', async () => {
    const mutations = fakeMutations();
    mutations.deleteOption.mockRejectedValueOnce(new Error('Option not found'));
    const { user } = renderEditor(mutations);
    await user.click(screen.getByRole('button', { name: 'Delete option: Pressure is fine' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to delete this option? This action cannot be undone.')).toBeInTheDocument();
    expect(DELETE_OPTION_MESSAGE).toBe('Are you sure you want to delete this option? This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toaster.showError).toHaveBeenCalledWith('Failed to delete option', 'Option not found'));

    await user.click(screen.getByRole('button', { name: 'Delete option: Pressure is fine' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toaster.showSuccess).toHaveBeenCalledWith('Option deleted!'));
  });

  it("edits an option's text in place: Enter saves, Escape leaves it", async () => {
    const { user, mutations } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Rename option: Pressure is fine' }));
    const input = screen.getByRole('textbox', { name: 'Option text' });
    await user.keyboard('{Escape}');
    expect(input).not.toBeInTheDocument();
    expect(mutations.updateOption).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Rename option: Pressure is fine' }));
    await user.clear(screen.getByRole('textbox', { name: 'Option text' }));
    await user.type(screen.getByRole('textbox', { name: 'Option text' }), 'Between 1 and 1.5 bar{Enter}');
    await waitFor(() => expect(mutations.updateOption).toHaveBeenCalledWith({ id: 'o1', optionText: 'Between 1 and 1.5 bar' }));
    expect(toaster.showSuccess).toHaveBeenCalledWith('Option updated!');
  });
});
