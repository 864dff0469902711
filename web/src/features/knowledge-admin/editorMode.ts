/**
 * The workflow builder's editor panel (docs/product.md §4): nothing, a new step, a step, a new
 * option of a step, or an option.
 */
export type EditorMode =
  | { mode: 'none' }
  | { mode: 'stepCreate' }
  | { mode: 'stepEdit'; stepId: string }
  | { mode: 'optionCreate'; stepId: string }
  | { mode: 'optionEdit'; stepId: string; optionId: string };

export const NO_EDITOR: EditorMode = { mode: 'none' };

/** The editor once the steps are as given: what it shows must still exist, else nothing. */
export function reconcileEditor(editor: EditorMode, steps: readonly { id: string; options: readonly { id: string }[] }[]): EditorMode {
  if (editor.mode === 'none' || editor.mode === 'stepCreate') return editor;
  const step = steps.find((s) => s.id === editor.stepId);
  if (!step) return NO_EDITOR;
  if (editor.mode === 'optionEdit' && !step.options.some((o) => o.id === editor.optionId)) return NO_EDITOR;
  return editor;
}

/** The editor after a step was deleted: closed if it showed that step or one of its options. */
export function afterStepDeleted(editor: EditorMode, stepId: string): EditorMode {
  return 'stepId' in editor && editor.stepId === stepId ? NO_EDITOR : editor;
}

/** The editor after an option was deleted: closed if it showed that option. */
export function afterOptionDeleted(editor: EditorMode, optionId: string): EditorMode {
  return editor.mode === 'optionEdit' && editor.optionId === optionId ? NO_EDITOR : editor;
}
