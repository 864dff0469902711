import { showError, showSuccess } from '../../lib/toaster';
import { afterOptionDeleted, afterStepDeleted, NO_EDITOR, reconcileEditor } from './editorMode';
import { dropStep, moveStep } from './stepOrder';

jest.mock('../../lib/toaster', () => ({ showError: jest.fn(), showSuccess: jest.fn() }));

const steps = () => [
  { id: 'a', stepNumber: 1 },
  { id: 'b', stepNumber: 2 },
  { id: 'c', stepNumber: 3 },
];

describe('reordering steps by drag', () => {
  beforeEach(() => {
    jest.mocked(showError).mockClear();
    jest.mocked(showSuccess).mockClear();
  });

  it('moves a step and numbers the list 1..N again', () => {
    expect(moveStep(steps(), 2, 0)).toEqual([
      { id: 'c', stepNumber: 1 },
      { id: 'a', stepNumber: 2 },
      { id: 'b', stepNumber: 3 },
    ]);
  });

  it("shows the new order at once, sends every id in it and confirms with 'Steps reordered!'", async () => {
    const shown: { id: string }[][] = [];
    const reorder = jest.fn(async () => undefined);
    await dropStep(
      { source: { droppableId: 'x', index: 0 }, destination: { droppableId: 'x', index: 2 } },
      steps(),
      (s) => shown.push(s),
      reorder,
    );
    expect(reorder).toHaveBeenCalledWith(['b', 'c', 'a']);
    expect(shown.map((s) => s.map((x) => x.id))).toEqual([['b', 'c', 'a']]);
    expect(showSuccess).toHaveBeenCalledWith('Steps reordered!');
  });

  it("puts the list back with 'Failed to reorder steps' when the server refuses", async () => {
    const shown: { id: string }[][] = [];
    await dropStep(
      { source: { droppableId: 'x', index: 1 }, destination: { droppableId: 'x', index: 0 } },
      steps(),
      (s) => shown.push(s),
      async () => {
        throw new Error('Must provide at least one step ID');
      },
    );
    expect(shown.map((s) => s.map((x) => x.id))).toEqual([
      ['b', 'a', 'c'],
      ['a', 'b', 'c'],
    ]);
    expect(showError).toHaveBeenCalledWith('Failed to reorder steps', 'Must provide at least one step ID');
    expect(showSuccess).not.toHaveBeenCalled();
  });

  it('does nothing for a drop in place or outside the list', async () => {
    const setSteps = jest.fn();
    const reorder = jest.fn(async () => undefined);
    await dropStep({ source: { droppableId: 'x', index: 1 }, destination: { droppableId: 'x', index: 1 } }, steps(), setSteps, reorder);
    await dropStep({ source: { droppableId: 'x', index: 1 }, destination: null }, steps(), setSteps, reorder);
    expect(setSteps).not.toHaveBeenCalled();
    expect(reorder).not.toHaveBeenCalled();
  });
});

describe('the editor after changes', () => {
  const current = [{ id: 's1', options: [{ id: 'o1' }] }];

  it('closes when what it shows is gone, and stays otherwise', () => {
    expect(reconcileEditor({ mode: 'stepEdit', stepId: 's1' }, current)).toEqual({ mode: 'stepEdit', stepId: 's1' });
    expect(reconcileEditor({ mode: 'stepEdit', stepId: 's9' }, current)).toBe(NO_EDITOR);
    expect(reconcileEditor({ mode: 'optionEdit', stepId: 's1', optionId: 'o9' }, current)).toBe(NO_EDITOR);
    expect(reconcileEditor({ mode: 'stepCreate' }, [])).toEqual({ mode: 'stepCreate' });
    expect(afterStepDeleted({ mode: 'optionCreate', stepId: 's1' }, 's1')).toBe(NO_EDITOR);
    expect(afterStepDeleted({ mode: 'stepEdit', stepId: 's2' }, 's1')).toEqual({ mode: 'stepEdit', stepId: 's2' });
    expect(afterOptionDeleted({ mode: 'optionEdit', stepId: 's1', optionId: 'o1' }, 'o1')).toBe(NO_EDITOR);
  });
});
