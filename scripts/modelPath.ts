/**
 * The shortest generated path to a state, for QA:
 *   npm run model:path -- checkout done          the events from the start to `done`
 *   npm run model:path -- session signedIn.ready
 *   npm run model:path -- checkout               the machine's states
 */
import { modelOf, models } from '../tests/model/models';
import { planPaths, shortestPathTo } from '../tests/model/plan';

const [machineId, target] = process.argv.slice(2);
const model = machineId ? modelOf(machineId) : undefined;

if (!model) {
  console.error(`Usage: npm run model:path -- <machine> <state>\nMachines with generated paths: ${models.map((m) => m.machine.id).join(', ')}`);
  process.exit(1);
}

const states = [...new Set(planPaths(model).flatMap((path) => path.steps.map((step) => step.stateKey)))].sort();
if (!target) {
  console.log(`States of ${model.machine.id}:\n${states.map((state) => `  ${state}`).join('\n')}`);
  process.exit(0);
}

const path = shortestPathTo(model, target);
if (!path) {
  console.error(`No path of ${model.machine.id} reaches "${target}". States: ${states.join(', ')}`);
  process.exit(1);
}
console.log(`Shortest path of ${model.machine.id} to ${target}${path.start.name ? ` (starts: ${path.start.name})` : ''}:`);
path.steps.forEach((step, index) => console.log(`  ${index}. ${step.name.padEnd(40)} → ${step.stateKey}`));
