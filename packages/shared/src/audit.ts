/**
 * What the audit log records (admins read it in Settings → Audit log). The value is what is
 * stored; the label is what a person reads.
 */
export enum AuditAction {
  SIGNED_UP = 'signed_up',
  SIGN_IN = 'sign_in',
  SIGN_IN_FAILED = 'sign_in_failed',
  SIGN_OUT = 'sign_out',
  PASSWORD_CHANGED = 'password_changed',
  PASSWORD_RESET = 'password_reset',
  INVITATION_SENT = 'invitation_sent',
  INVITATION_REVOKED = 'invitation_revoked',
  ROLE_CHANGED = 'role_changed',
  USER_DEACTIVATED = 'user_deactivated',
  USER_REACTIVATED = 'user_reactivated',
  WORK_REASSIGNED = 'work_reassigned',
  SETTINGS_CHANGED = 'settings_changed',
  CHANNEL_CHANGED = 'channel_changed',
  ARTICLE_PUBLISHED = 'article_published',
  ARTICLE_UNPUBLISHED = 'article_unpublished',
  MATRIX_CHANGED = 'matrix_changed',
  EXPORTED = 'exported',
  DELETED = 'deleted',
}

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  [AuditAction.SIGNED_UP]: 'Account created',
  [AuditAction.SIGN_IN]: 'Signed in',
  [AuditAction.SIGN_IN_FAILED]: 'Sign-in failed',
  [AuditAction.SIGN_OUT]: 'Signed out',
  [AuditAction.PASSWORD_CHANGED]: 'Password changed',
  [AuditAction.PASSWORD_RESET]: 'Password reset',
  [AuditAction.INVITATION_SENT]: 'Invitation sent',
  [AuditAction.INVITATION_REVOKED]: 'Invitation revoked',
  [AuditAction.ROLE_CHANGED]: 'Role changed',
  [AuditAction.USER_DEACTIVATED]: 'User deactivated',
  [AuditAction.USER_REACTIVATED]: 'User reactivated',
  [AuditAction.WORK_REASSIGNED]: 'Work reassigned',
  [AuditAction.SETTINGS_CHANGED]: 'Settings changed',
  [AuditAction.CHANNEL_CHANGED]: 'Channel changed',
  [AuditAction.ARTICLE_PUBLISHED]: 'Article published',
  [AuditAction.ARTICLE_UNPUBLISHED]: 'Article unpublished',
  [AuditAction.MATRIX_CHANGED]: 'Responsibility matrix changed',
  [AuditAction.EXPORTED]: 'Exported',
  [AuditAction.DELETED]: 'Deleted',
};

/** How long the audit log keeps an event: older ones are removed by a nightly job, and only they may be. */
export const AUDIT_RETENTION_MONTHS = 12;
