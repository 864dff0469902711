import { useState } from 'react';
import { errorMessage } from '../errors';
import { showError, showSuccess } from '../toaster';
import type { RecordMode } from './RecordDialog';
import { capitalize } from './text';

interface RecordModesOptions<TRecord extends { id: string }, TInput> {
  /** The record when the modal opens in view mode; null when it opens to create one. */
  initial: TRecord | null;
  create: (input: TInput) => Promise<unknown>;
  update: (input: TInput & { id: string }) => Promise<TRecord>;
  /** "contact": the toasts (docs/product.md §8) read 'Contact created successfully', 'Failed to create contact', ... */
  noun: string;
  onClose: () => void;
}

/**
 * The create/view/edit modes of the contact, client and property modals: after a
 * successful create the modal closes, after a successful update it returns to view. Failures show
 * the §8 toast and rethrow so the form stays open with its values.
 */
export function useRecordModes<TRecord extends { id: string }, TInput>(options: RecordModesOptions<TRecord, TInput>) {
  const { initial, noun, onClose } = options;
  const Noun = capitalize(noun);
  const messages = {
    created: `${Noun} created successfully`,
    createFailed: `Failed to create ${noun}`,
    updated: `${Noun} updated successfully`,
    updateFailed: `Failed to update ${noun}`,
  };
  const [mode, setMode] = useState<RecordMode>(initial ? 'view' : 'create');
  const [record, setRecord] = useState<TRecord | null>(initial);

  async function create(input: TInput) {
    try {
      await options.create(input);
      showSuccess(messages.created);
      onClose();
    } catch (error) {
      showError(messages.createFailed, errorMessage(error));
      throw error;
    }
  }

  async function update(input: TInput) {
    if (!record) return;
    try {
      const saved = await options.update({ id: record.id, ...input });
      showSuccess(messages.updated);
      setRecord(saved);
      setMode('view');
    } catch (error) {
      showError(messages.updateFailed, errorMessage(error));
      throw error;
    }
  }

  return { mode, setMode, record, create, update };
}
