import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { authRoutes } from './auth/authRoutes';
import type { Db } from './db';
import type { AppDeps, AppEnv } from './http/appEnv';
import { limitBody } from './http/bodyLimit';
import { ApiError, errors, fail } from './http/envelope';
import { staticSiteRoutes } from './http/staticSite';
import { catalogueRoutes } from './routes/catalogueRoutes';
import { devRoutes } from './routes/devRoutes';
import { dictionaryRoutes } from './routes/dictionaryRoutes';
import { passwordResetRoutes } from './routes/passwordResetRoutes';
import { registrationRoutes } from './routes/registrationRoutes';
import { stateRoutes } from './routes/stateRoutes';
import { userRoutes } from './routes/userRoutes';

const JSON_BODY_LIMIT_BYTES = 64 * 1024;

export interface AppOptions {
  db: Db;
  /** The clock; tests move it forward to expire sessions and codes. */
  now?: () => Date;
  /** Leaves out the development endpoints (`/api/dev/*`) and the outbox log lines. */
  production?: boolean;
  /** The built SPA (`vite build` output). */
  staticDir?: string;
  log?: (line: string) => void;
}

/** The whole server as a fetch handler: `app.fetch(request)` works without a socket. */
export function createApp(options: AppOptions) {
  const deps: AppDeps = {
    db: options.db,
    now: options.now ?? (() => new Date()),
    production: options.production ?? false,
    log: options.log ?? ((line) => console.log(line)),
  };
  const app = new Hono<AppEnv>();

  app.use(secureHeaders());
  for (const apiPrefix of ['/api/*', '/reactapi/*']) {
    app.use(apiPrefix, limitBody({ maxSize: JSON_BODY_LIMIT_BYTES, onError: (c) => fail(c, errors.bodyTooLarge()) }));
  }

  app.route('/', authRoutes(deps));
  app.route('/', userRoutes(deps));
  app.route('/', stateRoutes(deps));
  app.route('/', registrationRoutes(deps));
  app.route('/', dictionaryRoutes(deps));
  app.route('/', passwordResetRoutes(deps));
  app.route('/', catalogueRoutes(deps));
  if (!deps.production) app.route('/', devRoutes(deps));
  app.route('/', staticSiteRoutes(options.staticDir ?? 'dist'));

  app.notFound((c) => fail(c, errors.notFound()));
  app.onError((error, c) => {
    if (error instanceof ApiError) return fail(c, error);
    // The details stay in the server log; the client only ever gets the generic envelope.
    deps.log(`[error] ${c.req.method} ${c.req.path}: ${error.stack ?? String(error)}`);
    return fail(c, errors.unexpected());
  });
  return app;
}
