import type { Hono } from 'hono';
import type { Auth } from '../auth/auth';
import type { Config } from '../config';
import type { Database } from '../db/connection';
import type { EventHub } from '../platform/events/event-hub';
import type { MailSender } from '../platform/mail/mail-sender';
import type { Storage } from '../platform/storage/storage';

/** What every part of the server is built from; created once in main.ts (or a test). */
export type AppDeps = {
  config: Config;
  database: Database;
  auth: Auth;
  events: EventHub;
  mail: MailSender;
  storage: Storage;
};

/** The signed-in user as routes see it. */
export type SessionUser = {
  id: string;
  email: string;
  name: string;
  image: string | null;
  emailVerified: boolean;
};

/**
 * The API key a request is signed with (issue 24, decision 071): set before the session
 * is read, and then the session cookie is ignored. A key acts in its workspace only,
 * with its role's keys, in the name of the member who created it.
 */
export type ApiKeyPrincipal = {
  id: string;
  name: string;
  workspaceId: string;
  roleId: string;
  /** The member who created it: records it writes are theirs. */
  createdBy: string;
};

export type AppEnv = {
  Variables: {
    user: SessionUser | null;
    sessionId: string | null;
    /** Unset (or null) for requests without `Authorization: Bearer`. */
    apiKey: ApiKeyPrincipal | null;
  };
};

export type AppHono = Hono<AppEnv>;
