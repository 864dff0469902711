import {
  Badge,
  Box,
  Button,
  Card,
  Field,
  Flex,
  Grid,
  Heading,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { DragDropContext, Draggable, Droppable, useKeyboardSensor, useTouchSensor, type DropResult } from '@hello-pangea/dnd';
import { CheckCircle2, GripVertical, Pencil, Plus, Trash2, TriangleAlert, Type } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useDistanceMouseSensor } from '../../lib/distanceMouseSensor';
import { errorMessage } from '../../lib/errors';
import { dismissToasts, showError, showSuccess } from '../../lib/toaster';
import { STEP_TYPE_NAME_LABELS } from './adminLabels';
import { ConfirmDialog } from './ConfirmDialog';
import { afterOptionDeleted, afterStepDeleted, NO_EDITOR, reconcileEditor, type EditorMode } from './editorMode';
import { OptionForm } from './OptionForm';
import { StepForm } from './StepForm';
import { dropStep } from './stepOrder';
import { useWorkflowMutations, useWorkflowSteps, type WorkflowMutations, type WorkflowOption, type WorkflowStep } from './useWorkflow';
import {
  newOptionValues,
  newStepValues,
  optionValues,
  stepValues,
  toCreateOptionInput,
  toCreateStepInput,
  toUpdateOptionInput,
  toUpdateStepInput,
  type OptionFormValues,
  type StepFormValues,
} from './workflowSchema';

/** The delete questions, word for word (docs/product.md §9). */
export const DELETE_STEP_MESSAGE = 'Are you sure you want to delete this step and all its options? This action cannot be undone.';
export const DELETE_OPTION_MESSAGE = 'Are you sure you want to delete this option? This action cannot be undone.';

const SENSORS = [useDistanceMouseSensor, useKeyboardSensor, useTouchSensor];

interface WorkflowBuilderProps {
  articles: readonly { id: string; title: string }[];
  articleId: string | null;
  onSelectArticle: (articleId: string | null) => void;
}

type Confirming = { kind: 'step'; step: WorkflowStep } | { kind: 'option'; option: WorkflowOption } | null;

/**
 * Quick Start Workflows: pick an article, then add, edit, delete and drag-reorder its steps (8 px
 * of mouse movement, or the keyboard: Space, arrows, Space), and add, edit, inline-edit and delete
 * each step's if/then options. The editor panel beside the list is in one of the modes of
 * docs/product.md §4.
 */
export function WorkflowBuilder({ articles, articleId, onSelectArticle }: WorkflowBuilderProps) {
  const { steps: serverSteps, loading, error } = useWorkflowSteps(articleId);
  const mutations = useWorkflowMutations();
  return (
    <Stack gap="4">
      <Field.Root maxW="lg">
        <Field.Label>Article</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={articleId ?? ''} onChange={(event) => onSelectArticle(event.currentTarget.value || null)}>
            <option value="">Select an article...</option>
            {articles.map((article) => (
              <option key={article.id} value={article.id}>
                {article.title}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {!articleId ? (
        <Text color="gray.600">Select an article to build its step-by-step workflow.</Text>
      ) : error ? (
        <Text color="red.600">{errorMessage(error)}</Text>
      ) : loading || !serverSteps ? (
        <HStack color="gray.600">
          <Spinner size="sm" /> <Text>Loading steps...</Text>
        </HStack>
      ) : (
        <WorkflowEditor key={articleId} articleId={articleId} serverSteps={serverSteps} mutations={mutations} />
      )}
    </Stack>
  );
}

interface WorkflowEditorProps {
  articleId: string;
  serverSteps: readonly WorkflowStep[];
  mutations: WorkflowMutations;
}

/** The steps of one article and the editor panel. */
export function WorkflowEditor({ articleId, serverSteps, mutations }: WorkflowEditorProps) {
  const [steps, setSteps] = useState<WorkflowStep[]>([...serverSteps]);
  const [editor, setEditor] = useState<EditorMode>(NO_EDITOR);
  const [confirming, setConfirming] = useState<Confirming>(null);

  useEffect(() => {
    setSteps([...serverSteps]);
    setEditor((current) => reconcileEditor(current, serverSteps));
  }, [serverSteps]);

  /** A new editor: the user moved on, so the last save's toast goes (it would cover the form's buttons). */
  const openEditor = (next: EditorMode) => {
    dismissToasts();
    setEditor(next);
  };

  // A drop is not waited for: dropStep shows the outcome itself (and puts the steps back on a failure).
  const onDragEnd = (result: DropResult) =>
    void dropStep(result, steps, setSteps, (orderedIds) => mutations.reorderSteps(articleId, orderedIds));

  async function saveStep(values: StepFormValues) {
    const creating = editor.mode === 'stepCreate';
    try {
      if (creating) await mutations.createStep(toCreateStepInput(articleId, values));
      else if (editor.mode === 'stepEdit') await mutations.updateStep(toUpdateStepInput(editor.stepId, values));
      showSuccess(creating ? 'Workflow step created!' : 'Step updated!');
      setEditor(NO_EDITOR);
    } catch (error) {
      showError(creating ? 'Failed to create step' : 'Failed to update step', errorMessage(error));
      throw error;
    }
  }

  async function saveOption(values: OptionFormValues) {
    const creating = editor.mode === 'optionCreate';
    try {
      if (editor.mode === 'optionCreate') await mutations.createOption(toCreateOptionInput(editor.stepId, values));
      else if (editor.mode === 'optionEdit') await mutations.updateOption(toUpdateOptionInput(editor.optionId, values));
      showSuccess(creating ? 'Option created!' : 'Option updated!');
      setEditor(NO_EDITOR);
    } catch (error) {
      showError(creating ? 'Failed to create option' : 'Failed to update option', errorMessage(error));
      throw error;
    }
  }

  /** The inline edit of an option's text. */
  async function renameOption(option: WorkflowOption, optionText: string): Promise<boolean> {
    try {
      await mutations.updateOption({ id: option.id, optionText });
      showSuccess('Option updated!');
      return true;
    } catch (error) {
      showError('Failed to update option', errorMessage(error));
      return false;
    }
  }

  async function confirmDelete() {
    if (!confirming) return;
    if (confirming.kind === 'step') {
      const { step } = confirming;
      try {
        await mutations.deleteStep(step.id);
        setEditor((current) => afterStepDeleted(current, step.id));
        showSuccess('Step deleted!');
      } catch (error) {
        showError('Failed to delete step', errorMessage(error));
      }
    } else {
      const { option } = confirming;
      try {
        await mutations.deleteOption(option.id);
        setEditor((current) => afterOptionDeleted(current, option.id));
        showSuccess('Option deleted!');
      } catch (error) {
        showError('Failed to delete option', errorMessage(error));
      }
    }
  }

  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="4" alignItems="start">
      <Stack gap="3">
        <Flex justify="space-between" align="center">
          <Heading as="h2" size="md">
            Steps ({steps.length})
          </Heading>
          <Button size="sm" colorPalette="blue" onClick={() => openEditor({ mode: 'stepCreate' })}>
            <Plus /> Add Step
          </Button>
        </Flex>
        {steps.length === 0 ? (
          <Text color="gray.600" py="6" textAlign="center" borderWidth="1px" borderStyle="dashed" borderRadius="md">
            No steps yet. Add the first step of this workflow.
          </Text>
        ) : (
          <DragDropContext onDragStart={dismissToasts} onDragEnd={onDragEnd} enableDefaultSensors={false} sensors={SENSORS}>
            <Droppable droppableId="workflow-steps">
              {(provided) => (
                <Stack ref={provided.innerRef} {...provided.droppableProps} gap="3" aria-label="Workflow steps">
                  {steps.map((step, index) => (
                    <Draggable key={step.id} draggableId={step.id} index={index}>
                      {(drag, snapshot) => (
                        <Box ref={drag.innerRef} {...drag.draggableProps} data-testid={`workflow-step-${step.stepNumber}`}>
                          <StepCard
                            step={step}
                            steps={steps}
                            dragging={snapshot.isDragging}
                            handle={
                              <Box
                                {...drag.dragHandleProps}
                                aria-label={`Drag to reorder step ${step.stepNumber}: ${step.title}`}
                                color="gray.500"
                                cursor="grab"
                                p="1"
                                borderRadius="sm"
                                _focusVisible={{ outline: '2px solid', outlineColor: 'blue.500' }}
                              >
                                <GripVertical size={16} />
                              </Box>
                            }
                            selected={'stepId' in editor && editor.stepId === step.id}
                            onEdit={() => openEditor({ mode: 'stepEdit', stepId: step.id })}
                            onAddOption={() => openEditor({ mode: 'optionCreate', stepId: step.id })}
                            onDelete={() => {
                              dismissToasts();
                              setConfirming({ kind: 'step', step });
                            }}
                            onEditOption={(option) => openEditor({ mode: 'optionEdit', stepId: step.id, optionId: option.id })}
                            onRenameOption={renameOption}
                            onDeleteOption={(option) => {
                              dismissToasts();
                              setConfirming({ kind: 'option', option });
                            }}
                          />
                        </Box>
                      )}
                    </Draggable>
                  ))}
                  {provided.placeholder}
                </Stack>
              )}
            </Droppable>
          </DragDropContext>
        )}
      </Stack>
      <EditorPanel editor={editor} steps={steps} onCancel={() => setEditor(NO_EDITOR)} onSaveStep={saveStep} onSaveOption={saveOption} />
      {confirming ? (
        <ConfirmDialog
          title={confirming.kind === 'step' ? 'Delete step' : 'Delete option'}
          message={confirming.kind === 'step' ? DELETE_STEP_MESSAGE : DELETE_OPTION_MESSAGE}
          confirmLabel="Delete"
          onConfirm={confirmDelete}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </Grid>
  );
}

interface EditorPanelProps {
  editor: EditorMode;
  steps: readonly WorkflowStep[];
  onCancel: () => void;
  onSaveStep: (values: StepFormValues) => Promise<void>;
  onSaveOption: (values: OptionFormValues) => Promise<void>;
}

/** The form the editor mode asks for, or a hint when there is none. */
export function EditorPanel({ editor, steps, onCancel, onSaveStep, onSaveOption }: EditorPanelProps) {
  const step = 'stepId' in editor ? steps.find((s) => s.id === editor.stepId) : undefined;
  const option = editor.mode === 'optionEdit' ? step?.options.find((o) => o.id === editor.optionId) : undefined;
  const title = {
    none: 'Editor',
    stepCreate: 'New Step',
    stepEdit: 'Edit Step',
    optionCreate: 'New Option',
    optionEdit: 'Edit Option',
  }[editor.mode];
  return (
    <Card.Root variant="outline" bg="white" position={{ lg: 'sticky' }} top={{ lg: '4' }} aria-label="Step editor" role="region">
      <Card.Header pb="0">
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        {editor.mode === 'stepCreate' ? (
          <StepForm mode="stepCreate" initialValues={newStepValues} onSubmit={onSaveStep} onCancel={onCancel} />
        ) : editor.mode === 'stepEdit' && step ? (
          <StepForm key={step.id} mode="stepEdit" initialValues={stepValues(step)} onSubmit={onSaveStep} onCancel={onCancel} />
        ) : editor.mode === 'optionCreate' && step ? (
          <OptionForm
            key={step.id}
            mode="optionCreate"
            step={step}
            steps={steps}
            initialValues={newOptionValues}
            onSubmit={onSaveOption}
            onCancel={onCancel}
          />
        ) : editor.mode === 'optionEdit' && step && option ? (
          <OptionForm
            key={option.id}
            mode="optionEdit"
            step={step}
            steps={steps}
            initialValues={optionValues(option)}
            onSubmit={onSaveOption}
            onCancel={onCancel}
          />
        ) : (
          <Text color="gray.600" fontSize="sm">
            Select a step or an option to edit it, or add a step.
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

interface StepCardProps {
  step: WorkflowStep;
  steps: readonly WorkflowStep[];
  dragging: boolean;
  handle: ReactNode;
  selected: boolean;
  onEdit: () => void;
  onAddOption: () => void;
  onDelete: () => void;
  onEditOption: (option: WorkflowOption) => void;
  onRenameOption: (option: WorkflowOption, optionText: string) => Promise<boolean>;
  onDeleteOption: (option: WorkflowOption) => void;
}

function StepCard({
  step,
  steps,
  dragging,
  handle,
  selected,
  onEdit,
  onAddOption,
  onDelete,
  onEditOption,
  onRenameOption,
  onDeleteOption,
}: StepCardProps) {
  const label = `step ${step.stepNumber}`;
  return (
    <Box
      bg="white"
      borderWidth="1px"
      borderColor={dragging ? 'blue.400' : selected ? 'blue.300' : 'gray.200'}
      boxShadow={dragging ? 'lg' : 'xs'}
      borderRadius="md"
      p="3"
      role="group"
      aria-label={`Step ${step.stepNumber}: ${step.title}`}
    >
      <Flex gap="2" align="flex-start">
        {handle}
        <Box flex="1" minW="0">
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette="blue" variant="solid">
              {step.stepNumber}
            </Badge>
            <Text fontWeight="medium">{step.title}</Text>
            <Badge variant="subtle" colorPalette={step.type === 'SAFETY_WARNING' ? 'red' : step.type === 'ESCALATION' ? 'orange' : 'gray'}>
              {STEP_TYPE_NAME_LABELS[step.type]}
            </Badge>
            <Text fontSize="xs" color="gray.500">
              {step.timeEstimate ?? 0} min
            </Text>
          </HStack>
          <Text fontSize="sm" color="gray.600" lineClamp={2} mt="1">
            {step.content}
          </Text>
          {step.safetyNote ? (
            <HStack fontSize="xs" color="red.700" mt="1" gap="1">
              <TriangleAlert size={12} /> <Text lineClamp={1}>{step.safetyNote}</Text>
            </HStack>
          ) : null}
        </Box>
        <HStack gap="1">
          <IconButton size="xs" variant="ghost" aria-label={`Edit ${label}`} onClick={onEdit}>
            <Pencil />
          </IconButton>
          <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={`Delete ${label}`} onClick={onDelete}>
            <Trash2 />
          </IconButton>
        </HStack>
      </Flex>
      <Stack gap="1" mt="3" pl="7">
        {step.options.map((option) => (
          <OptionRow
            key={option.id}
            option={option}
            steps={steps}
            onEdit={() => onEditOption(option)}
            onRename={(text) => onRenameOption(option, text)}
            onDelete={() => onDeleteOption(option)}
          />
        ))}
        <Box>
          <Button size="xs" variant="ghost" colorPalette="blue" onClick={onAddOption} aria-label={`Add option to ${label}`}>
            <Plus /> Add Option
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/** Where an option leads, in a few words. */
export function optionOutcome(option: WorkflowOption, steps: readonly Pick<WorkflowStep, 'id' | 'stepNumber'>[]): string {
  if (option.isSuccess) return 'Problem resolved';
  if (option.shouldEscalate) return 'Escalate to ticket';
  const next = option.nextStepId ? steps.find((s) => s.id === option.nextStepId) : undefined;
  return next ? `Go to step ${next.stepNumber}` : 'Next step';
}

interface OptionRowProps {
  option: WorkflowOption;
  steps: readonly WorkflowStep[];
  onEdit: () => void;
  onRename: (optionText: string) => Promise<boolean>;
  onDelete: () => void;
}

/** One option: its text (edited in place), where it leads, and its buttons. */
function OptionRow({ option, steps, onEdit, onRename, onDelete }: OptionRowProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function commit() {
    if (draft === null) return;
    const text = draft.trim();
    if (!text || text === option.optionText) {
      setDraft(null);
      return;
    }
    setSaving(true);
    const saved = await onRename(text);
    setSaving(false);
    if (saved) setDraft(null);
  }

  return (
    <Flex align="center" gap="2" fontSize="sm" bg="gray.50" borderRadius="sm" px="2" py="1" data-testid="workflow-option">
      {option.isSuccess ? <CheckCircle2 size={14} color="var(--chakra-colors-green-600)" /> : null}
      {option.shouldEscalate ? <TriangleAlert size={14} color="var(--chakra-colors-orange-600)" /> : null}
      {draft !== null ? (
        <Input
          size="xs"
          flex="1"
          autoFocus
          aria-label="Option text"
          value={draft}
          disabled={saving}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void commit();
            } else if (event.key === 'Escape') {
              event.preventDefault();
              setDraft(null);
            }
          }}
          onBlur={() => void commit()}
        />
      ) : (
        <Text flex="1" lineClamp={1}>
          {option.optionText}
        </Text>
      )}
      <Text fontSize="xs" color="gray.500" whiteSpace="nowrap">
        → {optionOutcome(option, steps)}
      </Text>
      <IconButton size="2xs" variant="ghost" aria-label={`Rename option: ${option.optionText}`} onClick={() => setDraft(option.optionText)}>
        <Type />
      </IconButton>
      <IconButton size="2xs" variant="ghost" aria-label={`Edit option: ${option.optionText}`} onClick={onEdit}>
        <Pencil />
      </IconButton>
      <IconButton size="2xs" variant="ghost" colorPalette="red" aria-label={`Delete option: ${option.optionText}`} onClick={onDelete}>
        <Trash2 />
      </IconButton>
    </Flex>
  );
}
