import {
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  Logger,
  Param,
  Post,
  Query,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import {
  OAuthProviderSchema,
  type Acknowledgement,
  type CsrfTokenResponse,
  type OAuthProvider,
  type User,
} from '@stacklens/contracts';
import type { NextFunction, Request, Response } from 'express';
import { APP_CONFIG, AppConfig } from '../../config/config';
import type { UserAccount } from '../users/user-accounts.service';
import { UsersService } from '../users/users.service';
import { ProblemDetailsDto } from '../../common/problem-details.dto';
import { UserDto } from '../users/dto/users.dto';
import { AuthError, AuthErrorCode } from './auth.error';
import { AuthService } from './auth.service';
import { PASSPORT } from './auth.tokens';
import {
  AcknowledgementDto,
  CsrfTokenResponseDto,
  ForgotPasswordRequestDto,
  OAuthStartQueryDto,
  ResetPasswordRequestDto,
  SignInLinkRequestDto,
  SignInWithLinkRequestDto,
  SignUpRequestDto,
  VerifyEmailRequestDto,
} from './dto/auth.dto';
import { OAUTH_SCOPES, type PassportInstance } from './oauth.strategies';
import { clientAddress } from './sign-in-throttle';
import { OAuthService, type ProviderProfile } from './oauth.service';
import { CsrfService } from '../../common/identity/session/csrf.service';
import { CurrentUser } from '../../common/identity/current-user';
import { SessionService } from '../../common/identity/session/session.service';
import { SessionOnlyGuard, SignedInGuard } from '../../common/identity/guards';

/** Account creation, verification, reset, CSRF token and the Google/GitHub redirects (`/api/v2/auth`). */
@ApiTags('auth')
@Controller({ path: 'v2/auth' })
export class AuthController {
  private readonly logger = new Logger(AuthController.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PASSPORT) private readonly passport: PassportInstance,
    private readonly auth: AuthService,
    private readonly oauth: OAuthService,
    private readonly users: UsersService,
    private readonly sessions: SessionService,
    private readonly csrf: CsrfService,
  ) {}

  @Get('csrf')
  @ApiOperation({ summary: 'The CSRF token of this session, to send back in the x-csrf-token header' })
  @ApiOkResponse({ type: CsrfTokenResponseDto })
  csrfToken(@Req() req: Request, @Res({ passthrough: true }) res: Response): CsrfTokenResponse {
    res.setHeader('Cache-Control', 'no-store');
    return { token: this.csrf.token(req) };
  }

  @Post('signup')
  @UseGuards(ThrottlerGuard)
  @ApiOperation({
    summary: 'Create an account (signed in at once, email unverified; a verification link is mailed)',
  })
  @ApiCreatedResponse({ type: UserDto })
  @ApiTooManyRequestsResponse({ type: ProblemDetailsDto, description: 'rate-limited' })
  async signUp(@Body() body: SignUpRequestDto, @Req() req: Request): Promise<User> {
    const user = await this.auth.signUp(body);
    await this.sessions.signIn(req, user.id);
    return this.users.profile(user);
  }

  @Post('verify-email')
  @HttpCode(200)
  @ApiOperation({ summary: 'Verify an email address with the token of the mailed link (single use, 24 h)' })
  @ApiOkResponse({ type: AcknowledgementDto })
  async verifyEmail(@Body() body: VerifyEmailRequestDto): Promise<Acknowledgement> {
    await this.auth.verifyEmail(body.token);
    return { ok: true, message: 'Your email address is verified.' };
  }

  @Post('resend-verification')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard, SignedInGuard, SessionOnlyGuard)
  @ApiOperation({ summary: 'Mail a new verification link to the signed-in user' })
  @ApiOkResponse({ type: AcknowledgementDto })
  async resendVerification(@CurrentUser() user: UserAccount): Promise<Acknowledgement> {
    await this.auth.resendVerification(user);
    return { ok: true, message: `We sent a new verification link to ${user.email}.` };
  }

  @Post('forgot-password')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  @ApiOperation({ summary: 'Mail a password reset link (same answer whether or not the account exists)' })
  @ApiOkResponse({ type: AcknowledgementDto })
  forgotPassword(@Body() body: ForgotPasswordRequestDto): Acknowledgement {
    this.auth.forgotPassword(body.email);
    return {
      ok: true,
      message: 'If an account exists for this email, we sent a link to reset the password.',
    };
  }

  @Post('reset-password')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  @ApiOperation({ summary: 'Set a new password with the token of the mailed link; ends every session' })
  @ApiOkResponse({ type: AcknowledgementDto })
  async resetPassword(
    @Body() body: ResetPasswordRequestDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<Acknowledgement> {
    await this.auth.resetPassword(body.token, body.password);
    if (req.session?.userId) await this.sessions.signOut(req, res);
    return { ok: true, message: 'Your password was changed. Sign in with the new password.' };
  }

  @Post('sign-in-link')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  @ApiOperation({
    summary:
      'Mail a one-time sign-in link (valid 15 minutes; the way in while password sign-ins are throttled; same answer whether or not the account exists)',
  })
  @ApiOkResponse({ type: AcknowledgementDto })
  sendSignInLink(@Body() body: SignInLinkRequestDto): Acknowledgement {
    this.auth.sendSignInLink(body.email);
    return { ok: true, message: 'If an account exists for this email, we sent a link to sign in.' };
  }

  @Post('sign-in-with-link')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  @ApiOperation({
    summary: 'Sign in with the token of a mailed sign-in link (single use; new session id as at sign-in)',
  })
  @ApiOkResponse({ type: UserDto })
  async signInWithLink(@Body() body: SignInWithLinkRequestDto, @Req() req: Request): Promise<User> {
    const user = await this.auth.signInWithLink(body.token, clientAddress(req));
    await this.sessions.signIn(req, user.id);
    return this.users.profile(user);
  }

  @Get(':provider')
  @ApiOperation({
    summary: 'Start Google/GitHub sign-in (full-page redirect); ?returnTo=/path of the web app',
  })
  async start(
    @Param('provider') providerParam: string,
    @Query() query: OAuthStartQueryDto,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const returnTo = query.returnTo ?? '/';
    const provider = this.provider(providerParam);
    if (!this.config.oauth[provider].enabled) {
      return this.redirectWithError(res, returnTo, AuthErrorCode.ProviderNotConfigured);
    }
    req.session.returnTo = returnTo;
    await new Promise<void>((resolve, reject) => req.session.save((e) => (e ? reject(e) : resolve())));
    this.passport.authenticate(provider, { scope: OAUTH_SCOPES[provider], session: false })(req, res, ((
      error?: unknown,
    ) => {
      this.logger.warn(`${provider} sign-in could not start: ${String(error)}`);
      this.redirectWithError(res, returnTo, AuthErrorCode.AuthError);
    }) as NextFunction);
  }

  @Get(':provider/callback')
  @ApiOperation({ summary: 'Google/GitHub redirect back: signs in and returns to the web app' })
  async callback(
    @Param('provider') providerParam: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const provider = this.provider(providerParam);
    const returnTo = req.session?.returnTo ?? '/';
    if (!this.config.oauth[provider].enabled) {
      return this.redirectWithError(res, returnTo, AuthErrorCode.ProviderNotConfigured);
    }
    if (req.query.error) {
      const code =
        req.query.error === 'access_denied' ? AuthErrorCode.OperationCancelled : AuthErrorCode.AuthError;
      return this.redirectWithError(res, returnTo, code);
    }
    let profile: ProviderProfile;
    try {
      profile = await this.authenticate(provider, req, res);
    } catch (error) {
      this.logger.warn(
        `${provider} sign-in failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      return this.redirectWithError(res, returnTo, AuthErrorCode.AuthError);
    }
    try {
      const user = await this.oauth.signIn(profile);
      await this.sessions.signIn(req, user.id);
      delete req.session.returnTo;
      await new Promise<void>((resolve, reject) => req.session.save((e) => (e ? reject(e) : resolve())));
      res.redirect(302, `${this.config.publicUrl}${returnTo}`);
    } catch (error) {
      if (!(error instanceof AuthError)) this.logger.error(`${provider} sign-in failed: ${String(error)}`);
      const code = error instanceof AuthError ? (error.code as AuthErrorCode) : AuthErrorCode.AuthError;
      this.redirectWithError(res, returnTo, code);
    }
  }

  /** Runs the provider's code exchange and profile fetch; resolves with the profile. */
  private authenticate(provider: OAuthProvider, req: Request, res: Response): Promise<ProviderProfile> {
    return new Promise((resolve, reject) => {
      this.passport.authenticate(
        provider,
        { session: false },
        (error: unknown, profile: ProviderProfile | false, info: unknown) => {
          if (error) return reject(error instanceof Error ? error : new Error(String(error)));
          if (!profile) return reject(new Error(`no profile: ${JSON.stringify(info)}`));
          resolve(profile);
        },
      )(req, res, (error?: unknown) => reject(error instanceof Error ? error : new Error(String(error))));
    });
  }

  private provider(value: string): OAuthProvider {
    const parsed = OAuthProviderSchema.safeParse(value);
    if (!parsed.success) throw new AuthError(AuthErrorCode.ProviderNotConfigured);
    return parsed.data;
  }

  private redirectWithError(res: Response, returnTo: string, code: string): void {
    const url = new URL(returnTo, this.config.publicUrl);
    url.searchParams.set('authError', code);
    res.redirect(302, `${this.config.publicUrl}${url.pathname}${url.search}${url.hash}`);
  }
}
