import { Box, Heading } from "@chakra-ui/react";

export interface TicketTasksPanelProps {
  ticketId: string;
  /** True while the detail's Create Task form is open. */
  creating: boolean;
  onCreatingChange: (creating: boolean) => void;
}

/**
 * SLOT for the tasks feature (web/src/features/tasks): the ticket's task list (click a task to
 * edit) and the Create Task form. The lead wires the tasks helper's components in here; until
 * then the detail dialog hides its Create Task button (TICKET_TASKS_PANEL_WIRED).
 */
export const TICKET_TASKS_PANEL_WIRED = false;

export function TicketTasksPanel(_props: TicketTasksPanelProps) {
  if (!TICKET_TASKS_PANEL_WIRED) return null;
  return (
    <Box>
      <Heading as="h3" size="sm">
        Tasks
      </Heading>
    </Box>
  );
}
