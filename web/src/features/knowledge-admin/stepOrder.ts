import type { DropResult } from '@hello-pangea/dnd';
import { errorMessage } from '../../lib/errors';
import { showError, showSuccess } from '../../lib/toaster';

/** The list with the item at `from` moved to `to`, numbered 1..N again (the input is not changed). */
export function moveStep<T extends { stepNumber: number }>(steps: readonly T[], from: number, to: number): T[] {
  const next = [...steps];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return [...steps];
  next.splice(to, 0, moved);
  return next.map((step, index) => ({ ...step, stepNumber: index + 1 }));
}

/**
 * A drop in the step list: onto its own place nothing happens; elsewhere the list moves at once,
 * the server is given the new order, and on failure the list goes back with the 'Failed to reorder
 * steps' toast.
 */
export async function dropStep<T extends { id: string; stepNumber: number }>(
  result: Pick<DropResult, 'destination' | 'source'>,
  steps: readonly T[] | null,
  setSteps: (steps: T[]) => void,
  reorder: (orderedIds: string[]) => Promise<unknown>,
): Promise<void> {
  const { destination, source } = result;
  if (!steps || !destination || destination.index === source.index) return;
  const moved = moveStep(steps, source.index, destination.index);
  setSteps(moved);
  try {
    await reorder(moved.map((step) => step.id));
    showSuccess('Steps reordered!');
  } catch (error) {
    setSteps([...steps]);
    showError('Failed to reorder steps', errorMessage(error));
  }
}
