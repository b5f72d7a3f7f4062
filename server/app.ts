import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { createAccountLookups } from './auth/accountLookups';
import { authRoutes } from './auth/authRoutes';
import { type Db, engineOf, isOutOfRange } from './db';
import type { AppDeps, AppEnv } from './http/appEnv';
import { limitBody } from './http/bodyLimit';
import { resolveClientAddress } from './http/clientAddress';
import { loopbackHostOnly } from './http/loopbackOnly';
import { createDemoVendor, type DemoVendorOptions } from './chat/demoVendor';
import { toldEverywhere } from './cluster/channel';
import { createUpdateBus, type UpdateBus } from './live/updateBus';
import { ApiError, errors, fail } from './http/envelope';
import { appPagePolicy, securityHeaders } from './http/securityHeaders';
import { staticSiteRoutes } from './http/staticSite';
import { createMoney, type MoneyOptions } from './money/money';
import { startReminderFiring } from './reminders/fireReminders';
import { accountRoutes } from './routes/accountRoutes';
import { addressRoutes } from './routes/addressRoutes';
import { AVATAR_BLOB_PATH, avatarRoutes, type UploadLimits } from './routes/avatarRoutes';
import { cardRoutes } from './routes/cardRoutes';
import { catalogueRoutes } from './routes/catalogueRoutes';
import { devRequestRoutes } from './routes/devRequestRoutes';
import { deskRoutes } from './routes/deskRoutes';
import { devNewsRoutes } from './routes/devNewsRoutes';
import { devReminderRoutes } from './routes/devReminderRoutes';
import { chatRoutes } from './routes/chatRoutes';
import { devChatRoutes } from './routes/devChatRoutes';
import { devRoutes } from './routes/devRoutes';
import { dictionaryRoutes } from './routes/dictionaryRoutes';
import { liveRoutes } from './routes/liveRoutes';
import { newsRoutes } from './routes/newsRoutes';
import { notificationRoutes } from './routes/notificationRoutes';
import { orderRoutes } from './routes/orderRoutes';
import { passwordResetRoutes } from './routes/passwordResetRoutes';
import { profileRoutes } from './routes/profileRoutes';
import { paymentRoutes } from './routes/paymentRoutes';
import { registrationRoutes } from './routes/registrationRoutes';
import { reminderRoutes } from './routes/reminderRoutes';
import { requestRoutes } from './routes/requestRoutes';
import { sandboxProviderRoutes } from './routes/sandboxProviderRoutes';
import { stateRoutes } from './routes/stateRoutes';
import { userRoutes } from './routes/userRoutes';
import { walletRoutes } from './routes/walletRoutes';

const JSON_BODY_LIMIT_BYTES = 64 * 1024;
const API_PATHS = ['/api/*', '/reactapi/*'];

/** `paymentProvider` and `walletLimits` come from MoneyOptions (server/money/money.ts). */
export interface AppOptions extends MoneyOptions, Partial<UploadLimits> {
  db: Db;
  /** The clock; tests move it forward to expire sessions and codes. */
  now?: () => Date;
  /** Leaves out the outbox log lines. */
  production?: boolean;
  /** Adds the development endpoints (`/api/dev/*`); only ever on a loopback address (server/config.ts). */
  devEndpoints?: boolean;
  /** The API origin the served app calls when not its own (VITE_API_ORIGIN); the app's CSP allows it. */
  apiOrigin?: string | null;
  /** Where people open the app, for links in emails (PUBLIC_ORIGIN); tests leave it out and get http://localhost. */
  publicOrigin?: string;
  /** The built SPA (`vite build` output). */
  staticDir?: string;
  /** Where saved avatars are kept (`<DATA_DIR>/avatars` in production); a temp folder when left out. */
  avatarDir?: string;
  /** Origins of apps built with `VITE_API_ORIGIN` pointing here, allowed to call the API (CORS). */
  allowedOrigins?: readonly string[];
  /** Proxies whose X-Forwarded-For names the client (TRUSTED_PROXIES): addresses and ranges; none when left out. */
  trustedProxies?: readonly string[];
  log?: (line: string) => void;
  /** The demo vendor's own answers (server/chat/demoVendor.ts): with demo data on, never in production; off when left out. */
  demoVendor?: DemoVendorOptions;
  /** The live streams' bus, when the caller must reach it (main.ts ends every stream at shutdown). */
  updates?: UpdateBus;
  /** Fires due reminders on the server's clock this often (ms); off when left out: tests run the pass themselves. */
  fireRemindersEvery?: number;
}

/** The whole server as a fetch handler: `app.fetch(request)` works without a socket. */
export function createApp(options: AppOptions) {
  const deps: AppDeps = {
    db: options.db,
    now: options.now ?? (() => new Date()),
    production: options.production ?? false,
    log: options.log ?? ((line) => console.log(line)),
    updates: options.updates ?? createUpdateBus(options.db),
  };
  const money = createMoney(deps, options);
  const demoVendor = createDemoVendor(deps, money, options.demoVendor);
  const avatarDir = options.avatarDir ?? join(tmpdir(), 'lyla-avatars');
  const accountLookups = createAccountLookups(deps);
  const app = new Hono<AppEnv>();

  const apiOrigin = options.apiOrigin ?? null;
  app.use(securityHeaders(appPagePolicy(apiOrigin)));
  app.use(resolveClientAddress(options.trustedProxies ?? []));
  if (options.allowedOrigins?.length) {
    const allowOrigins = cors({ origin: [...options.allowedOrigins], allowHeaders: ['Content-Type', 'Authorization'], maxAge: 600 });
    for (const apiPaths of API_PATHS) app.use(apiPaths, allowOrigins);
  }
  const jsonLimit = limitBody({ maxSize: JSON_BODY_LIMIT_BYTES, onError: () => fail(errors.bodyTooLarge()) });
  // Only on PostgreSQL can other processes share the data: a SQLite file has one server.
  const shared = engineOf(deps.db) === 'postgres';
  for (const apiPaths of API_PATHS) {
    // An answer waits until what its work told the other processes (a sign-out, a changed row)
    // is out: a client's next call, on any process, finds it done (docs/decisions/0032).
    if (shared) {
      app.use(apiPaths, async (_c, next) => {
        await next();
        await toldEverywhere(deps.db);
      });
    }
    // The avatar upload link takes image bytes and sets its own limit.
    app.use(apiPaths, (c, next) => (c.req.path.startsWith(AVATAR_BLOB_PATH) ? next() : jsonLimit(c, next)));
  }

  app.route('/', authRoutes(deps));
  app.route('/', userRoutes(deps));
  app.route('/', stateRoutes(deps));
  app.route('/', registrationRoutes(deps, accountLookups));
  app.route('/', dictionaryRoutes(deps));
  app.route('/', passwordResetRoutes(deps));
  app.route('/', catalogueRoutes(deps));
  app.route('/', accountRoutes(deps));
  app.route('/', addressRoutes(deps));
  app.route('/', cardRoutes(deps));
  app.route('/', profileRoutes(deps));
  app.route('/', avatarRoutes(deps, avatarDir, options));
  app.route('/', walletRoutes(deps, money));
  app.route('/', orderRoutes(deps, money));
  app.route('/', paymentRoutes(deps, money));
  app.route('/', chatRoutes(deps, avatarDir, demoVendor));
  app.route('/', requestRoutes(deps, money, avatarDir, demoVendor));
  app.route('/', liveRoutes(deps));
  app.route('/', notificationRoutes(deps));
  app.route('/', deskRoutes(deps, options.publicOrigin ?? 'http://localhost', accountLookups));
  app.route('/', newsRoutes(deps));
  app.route('/', reminderRoutes(deps));
  if (options.fireRemindersEvery) startReminderFiring(deps, options.fireRemindersEvery);
  if (money.sandbox) app.route('/', sandboxProviderRoutes(money.sandbox));
  if (options.devEndpoints) app.use('/api/dev/*', loopbackHostOnly);
  if (options.devEndpoints) app.route('/', devRoutes(deps));
  if (options.devEndpoints) app.route('/', devReminderRoutes(deps));
  if (options.devEndpoints) app.route('/', devNewsRoutes(deps));
  if (options.devEndpoints) app.route('/', devChatRoutes(deps));
  if (options.devEndpoints) app.route('/', devRequestRoutes(deps, money));
  app.route('/', staticSiteRoutes(options.staticDir ?? 'dist', (scriptHashes) => appPagePolicy(apiOrigin, scriptHashes)));

  app.notFound(() => fail(errors.notFound()));
  app.onError((error, c) => {
    if (error instanceof ApiError) return fail(error);
    // An id no row can have answers as on SQLite: not found.
    if (isOutOfRange(error)) return fail(errors.notFound());
    // The details stay in the server log; the client only ever gets the generic envelope.
    deps.log(`[error] ${c.req.method} ${c.req.path}: ${error.stack ?? String(error)}`);
    return fail(errors.unexpected());
  });
  return app;
}
