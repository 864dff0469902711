import { Dialog } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { RecordDialog, RecordViewFooter, type RecordMode } from './RecordDialog';
import type { RecordDialogState } from './RecordListPage';
import { useRecordModes } from './useRecordModes';

export interface RecordFormSlot<TRecord, TValues> {
  mode: 'create' | 'edit';
  /** The record being edited; null when creating one. */
  record: TRecord | null;
  onSubmit: (values: TValues) => Promise<void>;
  onCancel: () => void;
}

interface RecordModesDialogProps<TRecord extends { id: string }, TValues, TInput> {
  state: RecordDialogState<TRecord>;
  onClose: () => void;
  /** The modal's title in each mode: 'Create New Contact', 'Contact Details', 'Edit Contact'. */
  titles: Record<RecordMode, string>;
  /** "contact": names the success and failure toasts (see useRecordModes). */
  noun: string;
  size?: 'md' | 'lg';
  create: (input: TInput) => Promise<unknown>;
  update: (input: TInput & { id: string }) => Promise<TRecord>;
  /** The form's values as the create/update input. */
  toInput: (values: TValues) => TInput;
  /** The create or edit form. */
  renderForm: (slot: RecordFormSlot<TRecord, TValues>) => ReactNode;
  /** The view mode's body: the record's details. */
  renderView: (record: TRecord) => ReactNode;
  /** Whether the signed-in user may change the record: without it the view has no Edit. */
  canEdit: boolean;
}

/**
 * The contact, client and property modal: create, view and edit modes around the feature's own
 * form and details; view only for a role that may not change it. After a successful update it returns to view, after a successful create it closes.
 */
export function RecordModesDialog<TRecord extends { id: string }, TValues, TInput>(
  props: RecordModesDialogProps<TRecord, TValues, TInput>,
) {
  const { state, onClose, titles, toInput, renderForm, renderView } = props;
  const { mode, setMode, record, create, update } = useRecordModes({
    initial: state.mode === 'view' ? state.record : null,
    create: props.create,
    update: props.update,
    noun: props.noun,
    onClose,
  });

  return (
    <RecordDialog open onClose={onClose} title={titles[mode]} size={props.size}>
      {mode === 'create'
        ? renderForm({ mode: 'create', record: null, onSubmit: (values) => create(toInput(values)), onCancel: onClose })
        : null}
      {mode === 'edit' && record
        ? renderForm({ mode: 'edit', record, onSubmit: (values) => update(toInput(values)), onCancel: () => setMode('view') })
        : null}
      {mode === 'view' && record ? (
        <>
          <Dialog.Body>{renderView(record)}</Dialog.Body>
          <RecordViewFooter onClose={onClose} onEdit={props.canEdit ? () => setMode('edit') : undefined} />
        </>
      ) : null}
    </RecordDialog>
  );
}
