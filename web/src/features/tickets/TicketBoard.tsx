import { Badge, Box, Button, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { displayName } from '@pmp/shared';
import { DragDropContext, Draggable, Droppable, useKeyboardSensor, useTouchSensor, type DropResult } from '@hello-pangea/dnd';
import { useEffect, useState } from 'react';
import type { TicketFilter, TicketStatus } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { showError, showSuccess } from '../../lib/toaster';
import { useDistanceMouseSensor } from '../../lib/distanceMouseSensor';
import { PriorityBadge, SlaBadge } from './TicketBadges';
import { STATUS_COLORS, STATUS_LABELS } from './ticketLabels';
import { useChangeTicketStatus, useTicketBoard, type TicketCard } from './useTickets';
import { useTicketChanges } from './useTicketLive';
import { useCan } from '../auth/useCan';

export interface Column {
  status: TicketStatus;
  totalCount: number;
  /** More tickets match than were counted (a broad search): the badge reads "50+". */
  totalCountCapped?: boolean;
  tickets: TicketCard[];
}

interface TicketBoardProps {
  filter: TicketFilter;
  onOpen: (ticketId: string) => void;
}

const SENSORS = [useDistanceMouseSensor, useKeyboardSensor, useTouchSensor];

/** Moves a card between columns; answers the new columns (the input is not changed). */
export function moveCard(columns: Column[], ticketId: string, to: TicketStatus, index: number): Column[] {
  const card = columns.flatMap((c) => c.tickets).find((t) => t.id === ticketId);
  if (!card) return columns;
  return columns.map((column) => {
    if (column.status === to) {
      const tickets = column.tickets.filter((t) => t.id !== ticketId);
      tickets.splice(index, 0, { ...card, status: to });
      return { ...column, tickets, totalCount: column.totalCount + (card.status === to ? 0 : 1) };
    }
    if (column.status === card.status) {
      return { ...column, tickets: column.tickets.filter((t) => t.id !== ticketId), totalCount: column.totalCount - 1 };
    }
    return column;
  });
}

/**
 * A drop: onto the same column nothing happens; onto another the card moves at once,
 * the server is asked, and on failure the board goes back with the 'Failed to update ticket status' toast.
 */
export async function dropCard(
  result: Pick<DropResult, 'destination' | 'source' | 'draggableId'>,
  columns: Column[] | null,
  setColumns: (columns: Column[]) => void,
  changeStatus: (ticketId: string, status: TicketStatus) => Promise<unknown>,
): Promise<void> {
  const { destination, source, draggableId } = result;
  if (!columns || !destination || destination.droppableId === source.droppableId) return;
  const to = destination.droppableId as TicketStatus;
  setColumns(moveCard(columns, draggableId, to, destination.index));
  try {
    await changeStatus(draggableId, to);
    showSuccess('Ticket status updated', 'The ticket has been moved successfully');
  } catch {
    setColumns(columns);
    showError('Failed to update ticket status', 'Please try again');
  }
}

/**
 * Kanban: a column per status with its total; dragging a card to another column sets the
 * status, applied at once and rolled back with a toast if the server refuses. Each column shows
 * its newest cards and loads more on demand.
 */
export function TicketBoard({ filter, onOpen }: TicketBoardProps) {
  const board = useTicketBoard(filter);
  // Another agent's move, assignment or new ticket shows at once (the columns are read again).
  useTicketChanges(null, board.refetch);
  const changeStatus = useChangeTicketStatus();
  const canWork = useCan('work');
  const [columns, setColumns] = useState<Column[] | null>(null);
  const [loadingMore, setLoadingMore] = useState<TicketStatus | null>(null);

  useEffect(() => {
    if (board.columns)
      setColumns(
        board.columns.map((c) => ({
          status: c.status,
          totalCount: c.totalCount,
          totalCountCapped: c.totalCountCapped,
          tickets: c.tickets,
        })),
      );
  }, [board.columns]);

  // A drop is not waited for: dropCard shows the outcome itself (and moves the card back on a failure).
  const onDragEnd = (result: DropResult) => void dropCard(result, columns, setColumns, changeStatus);

  async function loadMore(column: Column) {
    setLoadingMore(column.status);
    try {
      const more = await board.loadMore(column.status, column.tickets.length);
      if (!more) return;
      setColumns((current) =>
        (current ?? []).map((c) =>
          c.status === column.status
            ? {
                ...c,
                tickets: [...c.tickets, ...more.tickets.filter((m) => !c.tickets.some((t) => t.id === m.id))],
                totalCount: more.totalCount,
                totalCountCapped: more.totalCountCapped,
              }
            : c,
        ),
      );
    } catch (error) {
      showError('Failed to load tickets', errorMessage(error));
    } finally {
      setLoadingMore(null);
    }
  }

  if (!columns) {
    return (
      <Box py="10" textAlign="center">
        {board.error ? (
          <Text color="red.600">{errorMessage(board.error)}</Text>
        ) : (
          <>
            <Spinner size="sm" mr="2" /> Loading board...
          </>
        )}
      </Box>
    );
  }

  return (
    <DragDropContext onDragEnd={onDragEnd} enableDefaultSensors={false} sensors={SENSORS}>
      <Flex gap="3" overflowX="auto" pb="2" align="flex-start" aria-label="Kanban board">
        {columns.map((column) => (
          <Box
            key={column.status}
            flex="1"
            minW="52"
            bg="gray.100"
            borderRadius="lg"
            p="2"
            data-testid={`board-column-${column.status}`}
            aria-label={`${STATUS_LABELS[column.status]} column`}
            role="region"
          >
            <Flex align="center" justify="space-between" px="1" pb="2">
              <Heading as="h2" size="sm">
                {STATUS_LABELS[column.status]}
              </Heading>
              <Badge
                colorPalette={STATUS_COLORS[column.status]}
                variant="subtle"
                aria-label={`${column.totalCount}${column.totalCountCapped ? '+' : ''} tickets`}
              >
                {column.totalCount}
                {column.totalCountCapped ? '+' : ''}
              </Badge>
            </Flex>
            <Droppable droppableId={column.status}>
              {(provided, snapshot) => (
                <Stack
                  ref={provided.innerRef}
                  {...provided.droppableProps}
                  gap="2"
                  minH="24"
                  borderRadius="md"
                  bg={snapshot.isDraggingOver ? 'blue.50' : undefined}
                  transition="background 0.15s"
                >
                  {column.tickets.map((ticket, index) => (
                    <Draggable key={ticket.id} draggableId={ticket.id} index={index} isDragDisabled={!canWork}>
                      {(drag, dragSnapshot) => (
                        <Box
                          ref={drag.innerRef}
                          {...drag.draggableProps}
                          {...drag.dragHandleProps}
                          bg="white"
                          borderWidth="1px"
                          borderColor={dragSnapshot.isDragging ? 'blue.400' : 'gray.200'}
                          boxShadow={dragSnapshot.isDragging ? 'lg' : 'xs'}
                          borderRadius="md"
                          p="3"
                          cursor="grab"
                          data-testid={`ticket-card-${ticket.number}`}
                          aria-label={`Ticket #${ticket.number}: ${ticket.title}`}
                          onClick={() => onOpen(ticket.id)}
                          onKeyDown={(event) => {
                            // Space lifts the card (the keyboard sensor); Enter opens it.
                            if (event.key === 'Enter' && !dragSnapshot.isDragging) onOpen(ticket.id);
                          }}
                          _focusVisible={{ outline: '2px solid', outlineColor: 'blue.500' }}
                        >
                          <Flex justify="space-between" align="center" gap="2" mb="1">
                            <Text fontSize="xs" fontFamily="mono" color="gray.500">
                              #{ticket.number}
                            </Text>
                            <PriorityBadge priority={ticket.priority} />
                          </Flex>
                          <Text fontSize="sm" fontWeight="medium" lineClamp={2}>
                            {ticket.title}
                          </Text>
                          <Text fontSize="xs" color="gray.500" lineClamp={1} mt="1">
                            {ticket.client.companyName}
                          </Text>
                          <Flex justify="space-between" align="center" mt="2" gap="2">
                            <Text fontSize="xs" color="gray.600" lineClamp={1}>
                              {ticket.assignee ? displayName(ticket.assignee) : 'Unassigned'}
                            </Text>
                            {ticket.slaState === 'OVERDUE' || ticket.slaPausedAt ? (
                              <SlaBadge state={ticket.slaState} pausedAt={ticket.slaPausedAt} />
                            ) : null}
                          </Flex>
                        </Box>
                      )}
                    </Draggable>
                  ))}
                  {provided.placeholder}
                  {column.tickets.length === 0 ? (
                    <Text fontSize="xs" color="gray.500" textAlign="center" py="4">
                      No tickets
                    </Text>
                  ) : null}
                </Stack>
              )}
            </Droppable>
            {column.tickets.length < column.totalCount || column.totalCountCapped ? (
              <Button
                size="xs"
                variant="ghost"
                width="full"
                mt="2"
                loading={loadingMore === column.status}
                onClick={() => void loadMore(column)}
              >
                Load more ({Math.max(column.totalCount - column.tickets.length, 0)}
                {column.totalCountCapped ? '+' : ''})
              </Button>
            ) : null}
          </Box>
        ))}
      </Flex>
    </DragDropContext>
  );
}
