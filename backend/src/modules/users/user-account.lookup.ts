import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { AccountLookup } from '../../common/identity/authenticated-user';
import { UserEntity } from './entities/user.entity';

/** The users module's side of the identity layer: loads the account behind a credential (the whole entity). */
@Injectable()
export class UserAccountLookup implements AccountLookup {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  /** The account with id `id`, or null. */
  findAccount(id: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }
}
