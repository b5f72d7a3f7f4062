import * as z from 'zod/mini';
import { fullName, type UserInfo } from '../domain/user';
import type { ApiClient } from './client';
import { codeSentSchema } from './contract/registration';
import { FIRST_READS } from './earlyReads';
import {
  currentUserSchema,
  tokenResultSchema,
  type CurrentUser,
  type LoginRequest,
  type MfaResendRequest,
  type MfaVerifyRequest,
} from './contract/session';

/** Spec §3 "Current user": the server's fields as the app keeps them. */
export function toUserInfo(user: CurrentUser): UserInfo {
  return {
    id: user.id,
    email: user.email,
    cell_phone: user.cell_phone,
    avatar: user.avatar_img,
    first_name: user.first_name,
    last_name: user.last_name,
    fullname: fullName(user.first_name, user.last_name),
    gender: user.gender,
    initial: user.initial,
    location_type: user.location?.location_type ?? null,
    location_desk_phone: user.location?.phone ?? null,
  };
}

/** Session endpoints (designed ones are listed in docs/api.md). */
export function createSessionApi(client: ApiClient) {
  return {
    login: (request: LoginRequest) =>
      client.post('/api/auth/login', request, tokenResultSchema, { credentials: false }),
    verifyMfa: (request: MfaVerifyRequest) =>
      client.post('/api/auth/mfa/verify', request, tokenResultSchema, { credentials: false }),
    resendMfaCode: (request: MfaResendRequest) =>
      client.post('/api/auth/mfa/resend', request, codeSentSchema, { credentials: false }),
    /** Ends the session of `token` on the server (the stored copy may already be gone). */
    logout: (token: string) => client.post('/api/auth/logout', {}, z.null(), { token }),
    fetchCurrentUser: async () => toUserInfo(await client.post(FIRST_READS.currentUser, {}, currentUserSchema)),
  };
}

export type SessionApi = ReturnType<typeof createSessionApi>;
