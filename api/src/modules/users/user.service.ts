import type { DataSource, EntityManager, Repository } from 'typeorm';
import type { Page, PageWindow } from '../../common/paging';
import { User } from './user.entity';

/** Staff lookups: active users in name order (a picker is read alphabetically, not by sign-up date). */
export class UserService {
  private readonly users: Repository<User>;

  constructor(dataSource: DataSource) {
    this.users = dataSource.getRepository(User);
  }

  /** The user (active or not), or null: another feature's link to a user. */
  find(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  /** The active user, or null (inside `manager`'s transaction when given): whom a ticket or task may be assigned to. */
  findActive(id: string, manager?: EntityManager): Promise<User | null> {
    return (manager?.getRepository(User) ?? this.users).findOneBy({ id, isActive: true });
  }

  async listActive(page: PageWindow): Promise<Page<User>> {
    const [nodes, totalCount] = await this.users
      .createQueryBuilder('u')
      .where('u.isActive = true')
      // Case-insensitive, as people read names; served by IDX_users_active_name.
      .orderBy('lower(u."firstName")', 'ASC', 'NULLS LAST')
      .addOrderBy('lower(u."lastName")', 'ASC', 'NULLS LAST')
      .addOrderBy('lower(u.email)', 'ASC')
      .addOrderBy('u.id', 'ASC')
      .limit(page.limit ?? undefined)
      .offset(page.offset)
      .getManyAndCount();
    return { nodes, totalCount };
  }
}
