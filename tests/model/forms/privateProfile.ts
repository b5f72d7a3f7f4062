import { http } from 'msw';
import { teamForm } from '../../../src/domain/formRules';
import type { FormSpec } from '../../../src/domain/formSpec';
import { demoPreference, ok } from '../../support/sessionHandlers';
import { longerThan, notOneLine, present, SPACES, textOf, type CaseValues, type FormCase } from './formCase';

/** The profile a saved or cancelled form of the private profile goes back to. */
export const PROFILE_PAGE = '/settings/account/profile';

const TEAM = 'Team';
const SPORT = 'Sport';
/** A name to save, typed with spaces around it: sent trimmed. */
export const TEAM_NAME = 'Bay Runners';
const nameFilled = (v: CaseValues) => v.name !== '' && teamFindings(v).name === undefined;

/**
 * What is wrong with a team, as the server's contract states it (src/api/contract/profile.ts
 * `teamRequestSchema`: a team name required, up to 80 characters, a sport up to 40, both trimmed;
 * spec §5: '%s is required', a text of spaces being none).
 */
function teamFindings(values: CaseValues): CaseValues {
  return present({
    name: values.name!.trim() === '' ? `${TEAM} is required` : (longerThan(TEAM, 80, values.name!) ?? notOneLine(TEAM, values.name!)),
    sport: longerThan(SPORT, 40, values.sport!) ?? notOneLine(SPORT, values.sport!),
  });
}

/** What the profile lists of a saved team: its name and sport, trimmed. */
const teamLines = (sent: CaseValues) => [sent.name!.trim(), sent.sport!.trim()].filter(Boolean);

/** Settings → Profile → Add a team: a page of its own, left for the profile once saved or cancelled. */
export const teamCase: FormCase = {
  key: 'team',
  startName: 'a new team',
  start: { name: '', sport: '' },
  page: `${PROFILE_PAGE}/team/new`,
  liveId: 'account.team',
  formName: 'Add a team',
  labels: { name: TEAM, sport: SPORT },
  shownLimits: { name: 80, sport: 40 },
  saveButton: 'Save',
  saveName: 'saves the team',
  savedName: 'the server saves the team',
  typings: [
    { name: 'types a team name with spaces around it', changes: { name: `  ${TEAM_NAME}  ` } },
    { name: 'types a team name of spaces', changes: { name: SPACES } },
    { name: 'pastes an 80-character team name', changes: { name: textOf('Team ', 80) } },
    { name: 'pastes an 81-character team name', changes: { name: textOf('Team ', 81) } },
    { name: 'pastes a team name with a hidden control character', changes: { name: 'Bay\u202ERunners of the harbour' } },
    // After a name that passes, so the sport's own finding is the one the save shows.
    ...[
      ...[40, 41].map((length) => ({ name: `pastes a ${length}-character sport`, sport: textOf('Sport ', length) })),
      { name: 'pastes a sport with a hidden control character', sport: 'Trail\u2066running, mostly' },
    ].map(({ name, sport }) => ({ name, changes: { sport }, when: (v: CaseValues) => nameFilled(v) && v.sport === '' })),
  ],
  rules: teamForm() as unknown as FormSpec<CaseValues, unknown>,
  findings: teamFindings,
  endpoint: '/reactapi/user/add-team',
  // A new team has no id; both texts trimmed.
  request: (values) => ({ name: values.name!.trim(), sport: values.sport!.trim() }),
  answer: (values) => ({ team: { id: 50, name: values.name!.trim(), sport: values.sport!.trim() } }),
  after: { closesTo: PROFILE_PAGE, cancelName: 'cancels the team', lists: teamLines, empty: 'No teams saved.' },
};

/** A team the person saved before (the profile read's `userTeams`). */
const SAVED_TEAM = { id: 51, name: 'Harbour Rowers', sport: 'Rowing' };
const teamAnswer = (values: CaseValues) => ({ team: { id: SAVED_TEAM.id, name: values.name!.trim(), sport: values.sport!.trim() } });

/** Settings → Profile → a saved team: the same form with the team's values, sent with its id; left for the profile. */
export const editTeamCase: FormCase = {
  ...teamCase,
  key: 'editTeam',
  startName: 'a saved team',
  start: { name: SAVED_TEAM.name, sport: SAVED_TEAM.sport },
  page: `${PROFILE_PAGE}/team/${SAVED_TEAM.id}`,
  formName: `Edit ${SAVED_TEAM.name}`,
  saveName: 'saves the changes to the team',
  savedName: 'the server saves the changed team',
  typings: [
    { name: 'renames the team, with spaces around it', changes: { name: `  ${TEAM_NAME}  ` } },
    { name: "empties the team's name", changes: { name: '' } },
  ],
  // Sent with the saved team's id (docs/api.md: an id edits that row).
  request: (values) => ({ id: SAVED_TEAM.id, name: values.name!.trim(), sport: values.sport!.trim() }),
  answer: teamAnswer,
  // Cancelled, the profile lists the team as it was.
  after: { closesTo: PROFILE_PAGE, cancelName: 'cancels the changes to the team', lists: teamLines, empty: SAVED_TEAM.name },
  // The person's account on this case's paths: the saved team, as the server last saved it.
  reads: (saved, mine) => [
    http.post('/reactapi/view/account/preference', () =>
      mine() ? ok({ ...demoPreference, userTeams: [(saved().at(-1) as ReturnType<typeof teamAnswer> | undefined)?.team ?? SAVED_TEAM] }) : undefined,
    ),
  ],
};
