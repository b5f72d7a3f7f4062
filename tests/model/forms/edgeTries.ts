import type { CaseValues } from './formCase';

/** What a person types over a step's good values, at one or more rules' edges, before pressing its button. */
export interface EdgeTry {
  name: string;
  changes: CaseValues;
}

/**
 * A form that hands its values to a flow's machine (a registration step, the password reset)
 * rather than saving them itself: its rules' edges are tried on the flow's own page. `findings`
 * is written from the server's contract and spec §5, never read from src/domain/formRules.ts.
 */
export interface EdgeTries {
  /** Each checked field's label. */
  labels: CaseValues;
  /** The values the step is sent with in the end (each try is typed over them, then they are typed back). */
  good: CaseValues;
  tries: readonly EdgeTry[];
  findings(values: CaseValues): CaseValues;
}
