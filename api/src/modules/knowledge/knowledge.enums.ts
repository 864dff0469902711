import { registerEnumType } from 'type-graphql';
import { CountryValue, DifficultyValue, ResponsibilityValue, SessionStatusValue, StepTypeValue } from '@pmp/shared';

/**
 * The knowledge base's enumerations (docs/product.md §4), defined once in `@pmp/shared`
 * (packages/shared/src/knowledge.ts): PostgreSQL enforces each as an enum type; REST speaks the
 * database strings, GraphQL the UPPER_SNAKE names registered here (once, for every knowledge module).
 */
export {
  COUNTRIES,
  CountryValue,
  DIFFICULTIES,
  DifficultyValue,
  RESPONSIBILITIES,
  ResponsibilityValue,
  SESSION_STATUSES,
  SessionStatusValue,
  STEP_TYPES,
  StepTypeValue,
} from '@pmp/shared';
export type { Country, Difficulty, Responsibility, SessionStatus, StepType } from '@pmp/shared';

registerEnumType(CountryValue, { name: 'Country' });
registerEnumType(ResponsibilityValue, { name: 'Responsibility', description: 'Who is responsible for a repair.' });
registerEnumType(DifficultyValue, {
  name: 'ArticleDifficulty',
  description: 'The form offers beginner, intermediate and advanced; older articles use easy, medium and hard.',
});
registerEnumType(StepTypeValue, { name: 'StepType' });
registerEnumType(SessionStatusValue, { name: 'TroubleshootingSessionStatus' });
