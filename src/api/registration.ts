import * as z from 'zod/mini';
import type { ApiClient } from './client';
import {
  checkEmailResultSchema,
  codeSentSchema,
  interestsDictionarySchema,
  locationsResultSchema,
  savedInterestsSchema,
  sitesResultSchema,
  type RegisterRequest,
} from './contract/registration';
import { tokenResultSchema } from './contract/session';

// The person is not signed in during registration: no credentials.
const PUBLIC_FORM = { credentials: false } as const;

/** Registration, verification, dictionaries and password reset (docs/api.md). */
export function createRegistrationApi(client: ApiClient) {
  return {
    checkEmail: (email: string) =>
      client.post('/reactapi/user/account/check-email', { email }, checkEmailResultSchema, PUBLIC_FORM),
    locations: async () =>
      (await client.post('/reactapi/dictionary/locations', {}, locationsResultSchema, PUBLIC_FORM)).locations,
    sites: async (locationId: number) =>
      (await client.post('/api/user/account/get-site', { location_id: locationId }, sitesResultSchema, PUBLIC_FORM)).sites,
    register: (request: RegisterRequest) =>
      client.post('/reactapi/user/account/register', request, codeSentSchema, PUBLIC_FORM),
    verify: (email: string, code: string) =>
      client.post('/reactapi/user/account/verify', { email, code }, tokenResultSchema, PUBLIC_FORM),
    resendCode: (email: string) =>
      client.post('/reactapi/user/account/resend-code', { email }, codeSentSchema, PUBLIC_FORM),
    interestsOf: async (locationId: number) =>
      (await client.post('/reactapi/dictionary/interests', { location_id: locationId }, interestsDictionarySchema, PUBLIC_FORM))
        .interests,
    saveInterests: (interests: number[]) =>
      client.post('/api/v2/user/interests', { interests }, savedInterestsSchema),
    forgotPassword: (email: string) =>
      client.post('/reactapi/user/account/forgot-password', { email }, codeSentSchema, PUBLIC_FORM),
    resetPassword: (email: string, code: string, password: string) =>
      client.post('/api/user/account/reset-password', { email, code, password }, z.null(), PUBLIC_FORM),
  };
}

export type RegistrationApi = ReturnType<typeof createRegistrationApi>;
