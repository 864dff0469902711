import { can, Role, type Need } from '@pmp/shared';
import type { Role as GraphQLRole } from '../../gql/graphql';
import { useAuth } from './useAuth';

const ROLE_OF: Record<GraphQLRole, Role> = { ADMIN: Role.ADMIN, AGENT: Role.AGENT, VIEWER: Role.VIEWER };

/** The signed-in user's role (null when signed out). */
export function useRole(): Role | null {
  const { user } = useAuth();
  return user ? ROLE_OF[user.role] : null;
}

/**
 * Whether the signed-in user may do what needs `need` (the rule in @pmp/shared). Controls the
 * role may not use are hidden; the server refuses them anyway.
 */
export function useCan(need: Need): boolean {
  return can(useRole(), need);
}
