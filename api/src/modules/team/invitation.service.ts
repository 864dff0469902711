import type { SignedInActor } from '../../common/actor';
import type { AuditService } from '../audit/audit.service';
import { AuditAction, ROLE_LABELS, displayName } from '@pmp/shared';
import type { Logger } from 'pino';
import { IsNull, type DataSource, type Repository } from 'typeorm';
import type { Clock } from '../../common/clock';
import { Conflict, Invalid, NotFound } from '../../common/errors';
import { hashOneTimeToken, newOneTimeToken } from '../../common/one-time-token';
import type { AcceptInvitationInput } from '../auth/auth.inputs';
import type { AuthService } from '../auth/auth.service';
import type { CompanyService } from '../company/company.service';
import type { AccountMailService } from '../email/account-mail.service';
import type { User } from '../users/user.entity';
import type { UserService } from '../users/user.service';
import { Invitation } from './invitation.entity';
import type { InviteUserInput } from './invitation.inputs';
import { InvitationLinkState, type InvitationLink, type InvitationSent, type PendingInvitation } from './invitation.types';

/** How long an invitation link works. */
const INVITATION_DAYS = 7;

/** Why a link does not create the account, as the api answers it (the page explains each state itself). */
const REFUSALS: Record<Exclude<InvitationLinkState, InvitationLinkState.VALID>, string> = {
  [InvitationLinkState.EXPIRED]: 'This invitation has expired. Ask an admin for a new link.',
  [InvitationLinkState.USED]: 'This invitation was already used. Sign in, or ask an admin for a new link.',
  [InvitationLinkState.REVOKED]: 'This invitation was withdrawn. Ask an admin for a new link.',
  [InvitationLinkState.REPLACED]: 'A newer invitation was sent to this address: use the latest link, or ask an admin.',
  [InvitationLinkState.UNKNOWN]: 'This invitation link is not valid. Ask an admin for a new link.',
};

/** Open: not accepted, revoked or replaced (expired or not). */
const OPEN = { acceptedAt: IsNull(), revokedAt: IsNull(), replacedAt: IsNull() } as const;

/**
 * Invitations (admins): a one-time link, valid for a week, that creates an account with a role at
 * a company address. Only the link token's hash is kept; an address has one open invitation (a
 * new one replaces it). The link is e-mailed when a mail server is set up, and always answered to
 * the admin, who may hand it over themself.
 */
export class InvitationService {
  private readonly invitations: Repository<Invitation>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly auth: AuthService,
    private readonly users: UserService,
    private readonly accountMail: AccountMailService,
    private readonly company: CompanyService,
    private readonly log: Logger,
    private readonly audit: AuditService,
  ) {
    this.invitations = dataSource.getRepository(Invitation);
  }

  /** Invites `input.email` with `input.role`, replacing an open invitation to that address. */
  async invite(by: SignedInActor, input: InviteUserInput, requestOrigin: string): Promise<InvitationSent> {
    const actor = by.user;
    const email = input.email.trim().toLowerCase();
    const company = await this.company.profile();
    if (!(await this.company.isCompanyAddress(email))) {
      const domains = company.emailDomains.join(' or ');
      throw new Invalid(`Only company addresses can be invited: use an address at ${domains}.`, 'email');
    }
    if (await this.users.existsWithEmail(email)) throw new Conflict('An account with this email already exists', 'email');
    const { token, hash } = newOneTimeToken();
    const now = this.clock.now();
    const invitation = await this.dataSource.transaction(async (manager) => {
      // One at a time per address, so that the earlier invitation is replaced, not raced.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('invitations: ' || $1))`, [email]);
      await manager.update(Invitation, { email, ...OPEN }, { replacedAt: now });
      const saved = await manager.save(
        manager.create(Invitation, {
          email,
          role: input.role,
          tokenHash: hash,
          invitedById: actor.id,
          expiresAt: new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60_000),
        }),
      );
      await this.audit.record(
        by,
        {
          action: AuditAction.INVITATION_SENT,
          target: { type: 'invitation', id: saved.id, label: email },
          after: { email, role: input.role },
        },
        manager,
      );
      return saved;
    });
    const link = this.accountMail.link(`/invite/${token}`, requestOrigin);
    const notEmailedReason = await this.mailInvitation(invitation, actor, link);
    return { invitation: this.pending(invitation, displayName(actor)), link, emailed: notEmailedReason === null, notEmailedReason };
  }

  /** The open invitations, newest first (expired ones too, marked: an admin revokes or renews them). */
  async pendingInvitations(): Promise<PendingInvitation[]> {
    const rows = await this.invitations.find({ where: OPEN, order: { createdAt: 'DESC' } });
    const names = await this.users.names(rows.flatMap((row) => (row.invitedById ? [row.invitedById] : [])));
    return rows.map((row) => this.pending(row, row.invitedById ? (names.get(row.invitedById) ?? null) : null));
  }

  /** Withdraws an open invitation: its link stops working. */
  async revoke(id: string, by: SignedInActor): Promise<PendingInvitation> {
    const row = await this.invitations.findOneBy({ id });
    if (!row) throw new NotFound('Invitation not found');
    const state = this.stateOf(row);
    if (state !== InvitationLinkState.VALID && state !== InvitationLinkState.EXPIRED) {
      throw new Conflict('This invitation was already accepted, revoked or replaced.');
    }
    await this.dataSource.transaction(async (manager) => {
      await manager.update(Invitation, { id, ...OPEN }, { revokedAt: this.clock.now() });
      await this.audit.record(
        by,
        {
          action: AuditAction.INVITATION_REVOKED,
          target: { type: 'invitation', id, label: row.email },
          before: { email: row.email, role: row.role },
        },
        manager,
      );
    });
    return this.pending({ ...row, revokedAt: this.clock.now() }, null);
  }

  /** What the link can do, and whom it invites with which role while it is valid. */
  async link(token: string): Promise<InvitationLink> {
    const row = await this.invitations.findOneBy({ tokenHash: hashOneTimeToken(token) });
    const state = this.stateOf(row);
    return state === InvitationLinkState.VALID ? { state, email: row!.email, role: row!.role } : { state, email: null, role: null };
  }

  /**
   * Creates the invited account (AuthService: the company domains apply, the company password does
   * not) and uses the invitation up. Answers the account, for the caller's session.
   */
  async accept(input: AcceptInvitationInput, clientIp: string | null): Promise<User> {
    const tokenHash = hashOneTimeToken(input.token);
    // Claimed first, so that the link makes one account however often it is sent at once.
    const invitation = await this.dataSource.transaction(async (manager) => {
      const row = await manager.findOne(Invitation, { where: { tokenHash }, lock: { mode: 'pessimistic_write' } });
      const state = this.stateOf(row);
      if (state !== InvitationLinkState.VALID) throw new Invalid(REFUSALS[state], 'token');
      await manager.update(Invitation, { id: row!.id }, { acceptedAt: this.clock.now() });
      return row!;
    });
    let user: User;
    try {
      user = await this.auth.registerInvited(input, invitation.email, invitation.role, clientIp);
    } catch (error) {
      // Refused (the address took an account meanwhile, or left the company domains): the link is open again.
      await this.invitations.update({ id: invitation.id }, { acceptedAt: null });
      throw error;
    }
    await this.invitations.update({ id: invitation.id }, { acceptedUserId: user.id });
    return user;
  }

  private stateOf(row: Invitation | null): InvitationLinkState {
    if (!row) return InvitationLinkState.UNKNOWN;
    if (row.acceptedAt) return InvitationLinkState.USED;
    if (row.revokedAt) return InvitationLinkState.REVOKED;
    if (row.replacedAt) return InvitationLinkState.REPLACED;
    if (row.expiresAt.getTime() <= this.clock.now().getTime()) return InvitationLinkState.EXPIRED;
    return InvitationLinkState.VALID;
  }

  private pending(row: Invitation, invitedBy: string | null): PendingInvitation {
    return {
      id: row.id,
      email: row.email,
      role: row.role,
      invitedBy,
      createdAt: row.createdAt,
      expiresAt: row.expiresAt,
      expired: row.expiresAt.getTime() <= this.clock.now().getTime(),
    };
  }

  /** Mails the link; answers why it was not sent, in plain words, or null when the mail server took it. */
  private async mailInvitation(invitation: Invitation, actor: User, link: string): Promise<string | null> {
    if (!this.accountMail.available)
      return `It was not e-mailed: ${this.accountMail.unavailableReason}. Copy the link and send it yourself.`;
    const role = ROLE_LABELS[invitation.role];
    const { name: companyName } = await this.company.profile();
    try {
      await this.accountMail.send({
        to: invitation.email,
        subject: `${displayName(actor)} invited you to ${companyName} Property Maintenance`,
        text: [
          'Hello,',
          '',
          `${displayName(actor)} invited you to ${companyName} Property Maintenance as ${/^[AEIOU]/.test(role) ? 'an' : 'a'} ${role}.`,
          `To create your account, open this link within ${INVITATION_DAYS} days:`,
          '',
          link,
          '',
          'The link works once. If you did not expect this invitation, you can ignore this e-mail.',
        ].join('\n'),
      });
      return null;
    } catch (error) {
      this.log.warn({ err: error, invitation: invitation.id }, 'invitation: the e-mail was not sent');
      const reason = error instanceof Error ? error.message : String(error);
      return `It was not e-mailed: ${reason.charAt(0).toLowerCase()}${reason.slice(1).replace(/\.$/, '')}. Copy the link and send it yourself.`;
    }
  }
}
