import { http } from 'msw';
import { workProfileForm } from '../../../src/domain/formRules';
import type { FormSpec } from '../../../src/domain/formSpec';
import { ok } from '../../support/sessionHandlers';
import { longerThan, notOneLine, present, SPACES, textOf, type CaseValues, type FormCase } from './formCase';

const JOB_TITLE = 'Job title';
/** The work places the settings offer (`POST /reactapi/dictionary/locations`) and their sites (`POST /api/user/account/get-site`). */
const NORTHWIND = { id: 1, name: 'Northwind HQ', location_type: 1, phone: null, client_name: 'Northwind Partners', email_domain: null };
const HARBOR = { id: 2, name: 'Harbor Hotel', location_type: 2, phone: null, client_name: null, email_domain: null };
const SITES: Record<string, Array<{ id: number; name: string; address: string }>> = {
  '1': [
    { id: 11, name: 'Market Street Tower', address: '525 Market Street' },
    { id: 12, name: 'Mission Bay Campus', address: '1 Mission Bay' },
  ],
  '2': [{ id: 21, name: 'Harbor Hotel Main', address: '1 Harbor Way' }],
};
const siteOf = (id: string) => Object.values(SITES).flat().find((site) => String(site.id) === id) ?? null;
const placeOf = (id: string) => [NORTHWIND, HARBOR].find((place) => String(place.id) === id) ?? null;
/** The work profile as the demo person has it: Northwind HQ, its Market Street Tower. */
const SAVED = { job_title: 'Product designer', work_email: 'demo@lyla.example', location: NORTHWIND, site: SITES['1']![0]! };

/**
 * What is wrong with a work profile, as the server's contract states it (src/api/contract/account.ts
 * `workProfileRequestSchema`: a job title of up to 80 characters once trimmed, one line, or none; a
 * work place and a site, each an id, chosen), in the form's words.
 */
function workFindings(values: CaseValues): CaseValues {
  const title = values.job_title!;
  return present({
    job_title: longerThan(JOB_TITLE, 80, title) ?? notOneLine(JOB_TITLE, title),
    location_id: values.location_id === '' ? 'Choose your work place' : undefined,
    site_id: values.site_id === '' ? 'Choose a site' : undefined,
  });
}

type Saved = { job_title: string | null; work_email: string; location: typeof NORTHWIND | typeof HARBOR | null; site: (typeof SITES)[string][number] | null };

/**
 * The work profile page's reads on a path (the work profile as `opened`, or as the path's server
 * last saved it; the work places and their sites), answered where `answers` says so.
 */
const workReads =
  (opened: Saved, answers: (mine: () => boolean) => boolean): NonNullable<FormCase['reads']> =>
  (saved, mine) => {
    const work = () => (saved().at(-1) as Saved | undefined) ?? opened;
    const answering = () => answers(mine);
    return [
      http.post('/reactapi/view/account/info', () => (answering() ? ok(work()) : undefined)),
      http.get('/api/v2/user/location', () => (answering() ? ok({ location: work().location }) : undefined)),
      http.post('/reactapi/dictionary/locations', () => (answering() ? ok({ locations: [NORTHWIND, HARBOR] }) : undefined)),
      http.post('/api/user/account/get-site', async ({ request }) =>
        answering() ? ok({ sites: SITES[String(((await request.json()) as { location_id: number }).location_id)] ?? [] }) : undefined,
      ),
    ];
  };

/** Settings → Work profile: it stays and says it is saved; saved only once changed. */
export const workProfileCase: FormCase = {
  key: 'workProfile',
  startName: 'the work profile',
  start: { job_title: SAVED.job_title, location_id: String(SAVED.location.id), site_id: String(SAVED.site.id) },
  page: '/settings/account/work',
  liveId: 'account.workProfile',
  formName: 'Work profile',
  labels: { job_title: JOB_TITLE, location_id: 'Work place', site_id: 'Site' },
  options: {
    location_id: { '2': 'Harbor Hotel · Hotel' },
    site_id: { '12': 'Mission Bay Campus — 1 Mission Bay', '21': 'Harbor Hotel Main — 1 Harbor Way' },
  },
  shownLimits: { job_title: 80 },
  savesOnlyChanges: true,
  saveButton: 'Save work profile',
  saveName: 'saves the work profile',
  savedName: 'the server saves the work profile',
  typings: [
    { name: 'types a job title with spaces around it', changes: { job_title: '  Lead designer  ' } },
    // Optional: none is sent as none.
    { name: 'empties the job title', changes: { job_title: '' } },
    { name: 'types a job title of spaces', changes: { job_title: SPACES } },
    { name: 'pastes an 80-character job title', changes: { job_title: textOf('Lead ', 80) } },
    { name: 'pastes an 81-character job title', changes: { job_title: textOf('Lead ', 81) } },
    { name: 'pastes a job title with a hidden control character', changes: { job_title: 'Lead\u2066designer of the harbour' } },
    // Another work place has other sites: the page empties the site, to be chosen again.
    { name: 'picks another work place', changes: { location_id: '2', site_id: '' } },
    // Saved without one first, so the form asks for the site.
    { name: 'picks a site of the new work place', changes: { site_id: '21' }, when: (v) => v.location_id === '2' && v.site_id === '', onceSaid: true },
    { name: 'picks another site of the same work place', changes: { site_id: '12' } },
  ],
  rules: workProfileForm as unknown as FormSpec<CaseValues, unknown>,
  findings: workFindings,
  endpoint: '/api/user/edit',
  // The job title trimmed (none as null), the ids as numbers.
  request: (values) => ({ job_title: values.job_title!.trim() || null, location_id: Number(values.location_id), site_id: Number(values.site_id) }),
  answer: (values) => ({
    job_title: values.job_title!.trim() || null,
    work_email: SAVED.work_email,
    location: placeOf(values.location_id!),
    site: siteOf(values.site_id!),
  }),
  after: { says: () => 'Your work profile is saved.', empties: false },
  // The page's reads: the work profile as this path's server last saved it, the work places and their sites.
  reads: workReads(SAVED, () => true),
};

/** Settings → Work profile of a person the server has no work place for (a real backend may): both lists asked for on saving. */
export const noWorkPlaceCase: FormCase = {
  ...workProfileCase,
  key: 'noWorkPlace',
  startName: 'a work profile without a work place',
  start: { job_title: '', location_id: '', site_id: '' },
  saveName: 'saves the first work profile',
  savedName: 'the server saves the first work profile',
  typings: [
    // Saved before a work place is picked: both lists say what they need.
    { name: 'types a job title', changes: { job_title: 'Lead designer' }, alone: true },
    { name: 'picks a work place', changes: { location_id: '2', site_id: '' } },
    { name: 'picks its site', changes: { site_id: '21' }, when: (v) => v.location_id === '2' && v.site_id === '' },
  ],
  // Answered on this case's paths only, before the other work profile's reads (which answer every path).
  reads: workReads({ job_title: null, work_email: SAVED.work_email, location: null, site: null }, (mine) => mine()),
};
