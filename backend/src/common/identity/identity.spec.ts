import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import type { AuthenticatedUser } from './authenticated-user';
import { Authenticator } from './authenticator.service';
import type { CredentialStrategy } from './credential-strategy';
import { CURRENT_USER, CREDENTIAL } from './current-user';
import { AdminGuard, SignedInGuard, VerifiedEmailGuard } from './guards';
import { IdentityError, IdentityErrorCode } from './identity.error';
import { RequireScope } from './scopes';

const account = (patch: Partial<AuthenticatedUser> = {}): AuthenticatedUser => ({
  id: 'u1',
  email: 'a@example.com',
  role: 'user',
  plan: 'free',
  emailVerifiedAt: new Date(),
  disabledAt: null,
  ...patch,
});

function strategy(
  name: string,
  applies: (req: Request) => boolean,
  user: AuthenticatedUser | Error,
): CredentialStrategy {
  return {
    name,
    appliesTo: applies,
    authenticate: jest.fn(async () => {
      if (user instanceof Error) throw user;
      return { user };
    }),
  };
}

function context(req: Partial<Request> & Record<string, unknown>): ExecutionContext {
  return {
    switchToHttp: () => ({ getRequest: () => req, getResponse: () => ({}) as Response }),
  } as unknown as ExecutionContext;
}

const codeOf = async (work: Promise<unknown> | unknown) => {
  try {
    await work;
    return null;
  } catch (error) {
    return error instanceof IdentityError ? `${error.status} ${error.code}` : String(error);
  }
};

describe('identity layer', () => {
  it('authenticates with the first strategy that applies, and only with it', async () => {
    const bearer = strategy(
      'api-key',
      (req) => Boolean(req.headers?.authorization),
      account({ id: 'owner' }),
    );
    const session = strategy('session', () => true, account({ id: 'cookie-user' }));
    const guard = new SignedInGuard(new Authenticator([bearer, session]), new Reflector());

    const withKey = { headers: { authorization: 'Bearer sl_live_x' } } as Record<string, unknown>;
    await expect(guard.canActivate(context(withKey))).resolves.toBe(true);
    expect(withKey[CURRENT_USER]).toMatchObject({ id: 'owner' });
    expect(withKey[CREDENTIAL]).toBe('api-key');
    expect(session.authenticate).not.toHaveBeenCalled();

    const withCookie = { headers: {} } as Record<string, unknown>;
    await guard.canActivate(context(withCookie));
    expect(withCookie[CURRENT_USER]).toMatchObject({ id: 'cookie-user' });
    expect(withCookie[CREDENTIAL]).toBe('session');
  });

  it('refuses what the deciding strategy refuses, without falling back to another', async () => {
    const bearer = strategy('api-key', () => true, new IdentityError(IdentityErrorCode.SignUpRequired));
    const session = strategy('session', () => true, account());
    const guard = new SignedInGuard(new Authenticator([bearer, session]), new Reflector());
    expect(await codeOf(guard.canActivate(context({ headers: {} })))).toBe('401 sign-up-required');
    expect(session.authenticate).not.toHaveBeenCalled();
    expect(
      await codeOf(
        new SignedInGuard(new Authenticator([]), new Reflector()).canActivate(context({ headers: {} })),
      ),
    ).toBe('401 sign-up-required');
  });

  it('requires a verified email and, for operators, the admin role', () => {
    const verified = new VerifiedEmailGuard();
    const admin = new AdminGuard();
    expect(verified.canActivate(context({ [CURRENT_USER]: account() }))).toBe(true);
    expect(() =>
      verified.canActivate(context({ [CURRENT_USER]: account({ emailVerifiedAt: null }) })),
    ).toThrow(expect.objectContaining({ status: 403, code: 'email-not-verified' }));
    expect(() => verified.canActivate(context({}))).toThrow(expect.objectContaining({ status: 401 }));
    expect(admin.canActivate(context({ [CURRENT_USER]: account({ role: 'admin' }) }))).toBe(true);
    expect(() => admin.canActivate(context({ [CURRENT_USER]: account() }))).toThrow(
      expect.objectContaining({ status: 403, code: 'not-an-operator' }),
    );
  });

  it("holds a scoped credential to the route's @RequireScope; without a declaration the route is for sessions", async () => {
    class Routes {
      @RequireScope('billing:read')
      billing() {}
      undeclared() {}
    }
    const keyWith = (scopes: ('analyses:write' | 'billing:read')[]) => ({
      name: 'api-key',
      appliesTo: () => true,
      authenticate: async () => ({ user: account(), scopes }),
    });
    const headers: Record<string, string> = {};
    const on = (handler: () => void) =>
      ({
        getHandler: () => handler,
        getClass: () => Routes,
        switchToHttp: () => ({
          getRequest: () => ({ headers: {} }),
          getResponse: () => ({ setHeader: (name: string, value: string) => (headers[name] = value) }),
        }),
      }) as unknown as ExecutionContext;
    const guard = (scopes: ('analyses:write' | 'billing:read')[]) =>
      new SignedInGuard(new Authenticator([keyWith(scopes)]), new Reflector());

    await expect(guard(['billing:read']).canActivate(on(Routes.prototype.billing))).resolves.toBe(true);
    expect(await codeOf(guard(['analyses:write']).canActivate(on(Routes.prototype.billing)))).toBe(
      '403 insufficient-scope',
    );
    expect(headers['WWW-Authenticate']).toBe('Bearer error="insufficient_scope", scope="billing:read"');
    expect(await codeOf(guard(['billing:read']).canActivate(on(Routes.prototype.undeclared)))).toBe(
      '403 session-required',
    );
    // A credential without scopes (the session) is not limited.
    const session = new SignedInGuard(
      new Authenticator([strategy('session', () => true, account())]),
      new Reflector(),
    );
    await expect(session.canActivate(on(Routes.prototype.undeclared))).resolves.toBe(true);
  });
});
