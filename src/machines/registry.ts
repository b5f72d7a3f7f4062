import { passwordResetMachine } from './passwordResetMachine';
import { registrationMachine } from './registrationMachine';
import { sessionMachine } from './sessionMachine';

/** Machines documented in docs/statecharts/ (`npm run statecharts`). Add new machines here. */
export const documentedMachines = [sessionMachine, registrationMachine, passwordResetMachine];
