import { ACCESS_TOKEN_KEY, SIGNED_OUT_KEY, USER_INFO_KEY } from '../../domain/constants';
import type { UserInfo } from '../../domain/user';
import type { StoredSession } from '../../machines/sessionMachine';

/** The sign-in marker and user info in browser storage (spec §3 "Stored credential"). */
export function createStoredSession(storage: Storage) {
  return {
    readToken: (): string | null => storage.getItem(ACCESS_TOKEN_KEY),
    read(): StoredSession {
      const token = storage.getItem(ACCESS_TOKEN_KEY);
      return { token, user: token ? parseUser(storage.getItem(USER_INFO_KEY)) : null };
    },
    storeToken: (token: string) => storage.setItem(ACCESS_TOKEN_KEY, token),
    storeUser: (user: UserInfo) => storage.setItem(USER_INFO_KEY, JSON.stringify(user)),
    clear() {
      storage.removeItem(ACCESS_TOKEN_KEY);
      storage.removeItem(USER_INFO_KEY);
    },
    /** A new value each time: other tabs hear of it (a storage event) before the token goes. */
    announceSignOut() {
      try {
        storage.setItem(SIGNED_OUT_KEY, String(Date.now()));
      } catch {
        // Storage full or refused: the other tabs see the token go, as for an ended session.
      }
    },
  };
}

export type StoredSessionStore = ReturnType<typeof createStoredSession>;

// Saved user info that is not what this app wrote (edited by hand, an older version) is
// dropped, so it is fetched again instead of breaking the header.
function parseUser(raw: string | null): UserInfo | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isUserInfo(value) ? value : null;
  } catch {
    return null;
  }
}

function isUserInfo(value: unknown): value is UserInfo {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return typeof user.id === 'number' && typeof user.email === 'string' && typeof user.fullname === 'string'
    && typeof user.first_name === 'string' && typeof user.last_name === 'string';
}
