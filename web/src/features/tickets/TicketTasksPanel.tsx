/**
 * The ticket detail's task slot, filled by the tasks feature: the ticket's task list (click a task
 * to edit) and, while the detail's Create Task button is on, the inline Create Task form.
 */
export { TicketTasksPanel, type TicketTasksPanelProps } from "../tasks/TicketTasksPanel";

export const TICKET_TASKS_PANEL_WIRED = true;
