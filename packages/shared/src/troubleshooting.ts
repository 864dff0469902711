/**
 * Guided troubleshooting sessions (docs/product.md §4 "Troubleshooting session" and §10
 * "Knowledge base"): the rules both the api and the guided mode screen use, and their messages.
 */

/**
 * An active session with no move for this long is abandoned: it counts as such in the figures
 * and is no longer resumed (a new visit starts afresh).
 */
export const SESSION_ABANDONED_AFTER_HOURS = 24;

/** A ticket escalated from a session: its title is the article's title and this. */
export const ESCALATED_TICKET_TITLE_SUFFIX = 'not solved by self-help';

export const TROUBLESHOOTING_MESSAGES = {
  /** The guided mode of an article without steps; also the server's answer to starting one. */
  noSteps: 'No troubleshooting steps available',
  sessionNotFound: 'Troubleshooting session not found',
  articleNotFound: 'Article not found',
  sessionEnded: 'This troubleshooting session has already ended',
  optionNotFound: 'Option not found',
  optionOtherArticle: 'This option belongs to another article',
  optionNotCurrentStep: 'This option is not an answer to the current step',
  stepOtherArticle: 'The step must be a step of the same article',
  completedStepsOtherArticle: 'Completed steps must be steps of the same article',
  atFirstStep: 'Already at the first step',
  noCurrentStep: 'This troubleshooting session has no current step',
  alreadyLinked: 'This troubleshooting session is already linked to another ticket',
  status: 'Status must be active, completed or escalated_to_ticket',
  completedStepsTooMany: 'Too many completed steps',
  /** Toasts (docs/product.md §8). */
  started: 'Troubleshooting session started',
  startFailed: 'Failed to start session',
  resolved: 'Problem resolved!',
  needHelp: 'Need additional help?',
  /** An answer or Previous Step the server refused (its reason is the description). */
  moveFailed: 'Failed to update session',
  /** The guided mode could not read the article's steps. */
  stepsFailed: 'Failed to fetch steps',
} as const;

/** How many completed steps a session may list (more than any real workflow has). */
export const SESSION_COMPLETED_STEPS_MAX = 500;
