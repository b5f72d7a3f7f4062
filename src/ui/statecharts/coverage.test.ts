import { describe, expect, it } from 'vitest';
import { parcelMachine } from '../../../tests/support/parcelMachine';
import { statechartGraph } from '../../machines/statechartGraph';
import { arrowCoverage } from './coverage';

const graph = statechartGraph(parcelMachine);
const arrow = (label: string) => graph.arrows.find((candidate) => candidate.label === label)!;

describe('arrowCoverage', () => {
  const failed = arrow('loadParcel failed');
  const report = { parcel: { covered: [failed.key], total: 9 } };

  it('marks the arrows the report covers, and the others as not covered', () => {
    const coverage = arrowCoverage('parcel', report);
    expect(coverage(failed)).toBe('covered');
    expect(coverage(arrow('truck.arrive'))).toBe('missed');
  });

  it('says nothing for a start arrow, a machine missing from the report, or a report of another shape', () => {
    expect(arrowCoverage('parcel', report)(graph.arrows.find((candidate) => !candidate.key)!)).toBe('unknown');
    expect(arrowCoverage('parcel', {})(failed)).toBe('unknown');
    expect(arrowCoverage('parcel', { parcel: { covered: 'all' } })(failed)).toBe('unknown');
    expect(arrowCoverage('parcel', null)(failed)).toBe('unknown');
  });
});
