import { DynamicModule, Global, Module, type ModuleMetadata, type Type } from '@nestjs/common';
import { ACCOUNT_LOOKUP, type AccountLookup } from './authenticated-user';
import { Authenticator } from './authenticator.service';
import { CREDENTIAL_STRATEGIES, type CredentialStrategy } from './credential-strategy';
import { AdminGuard, SessionOnlyGuard, SignedInGuard, VerifiedEmailGuard } from './guards';
import { SessionCredentialStrategy } from './session-credential.strategy';
import { SessionModule } from './session/session.module';

/** What the composition root plugs into the identity layer. */
export interface IdentityModuleOptions {
  /** Modules that provide `accountLookup` and the extra strategies (e.g. the users module). */
  imports: NonNullable<ModuleMetadata['imports']>;
  /** Loads accounts by id (the users module's implementation). */
  accountLookup: Type<AccountLookup>;
  /**
   * Credential strategies tried before the session, in order (e.g. API keys sent as `Authorization: Bearer …`),
   * each provided and exported by one of `imports`. The first that applies to a request authenticates it alone.
   */
  strategies?: Type<CredentialStrategy>[];
}

/**
 * The identity layer (global): the guards every feature uses to authenticate a request (`SignedInGuard`,
 * `VerifiedEmailGuard`, `AdminGuard`, `@CurrentUser()`), the credential strategies behind them, and the session
 * module. It imports no feature module: the root wires the users module's account lookup (and further
 * strategies) in through {@link IdentityModule.forRoot}, so adding a credential touches no feature module.
 */
@Global()
@Module({})
export class IdentityModule {
  static forRoot(options: IdentityModuleOptions): DynamicModule {
    // The extra strategies are provided (and exported) by the imported modules; the session strategy lives here.
    const strategies = [...(options.strategies ?? []), SessionCredentialStrategy];
    return {
      module: IdentityModule,
      imports: [SessionModule, ...options.imports],
      providers: [
        { provide: ACCOUNT_LOOKUP, useExisting: options.accountLookup },
        SessionCredentialStrategy,
        {
          provide: CREDENTIAL_STRATEGIES,
          inject: strategies,
          useFactory: (...instances: CredentialStrategy[]) => instances,
        },
        Authenticator,
        SignedInGuard,
        VerifiedEmailGuard,
        SessionOnlyGuard,
        AdminGuard,
      ],
      exports: [
        SessionModule,
        Authenticator,
        SignedInGuard,
        VerifiedEmailGuard,
        SessionOnlyGuard,
        AdminGuard,
      ],
    };
  }
}
