export const COUNTRIES = ['UK', 'DE', 'FR', 'ES', 'IT', 'NL', 'BE', 'AT', 'CH', 'IE'] as const;
export type Country = (typeof COUNTRIES)[number];

export const RESPONSIBILITIES = ['landlord', 'tenant', 'shared'] as const;
export type Responsibility = (typeof RESPONSIBILITIES)[number];

/** The form offers beginner/intermediate/advanced; older articles use easy/medium/hard. */
export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced', 'easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const STEP_TYPES = ['instruction', 'question', 'safety_warning', 'escalation'] as const;
export type StepType = (typeof STEP_TYPES)[number];

export const SESSION_STATUSES = ['active', 'completed', 'escalated_to_ticket'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
