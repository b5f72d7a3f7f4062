import { useId, useRef } from 'react';
import { anyStateLines, type Arrow, type StateBox, type StatechartGraph } from '../../machines/statechartGraph';
import { ANY_STATE, LABEL, NAME, labelWidth, type StatechartLayout } from '../../machines/statechartLayoutTypes';
import type { ArrowCoverage } from './coverage';
import { usePanZoom } from './usePanZoom';
import * as styles from './StatechartDrawing.css';

/**
 * A machine drawn as a statechart from its graph and committed layout: nested boxes, arrows
 * labelled with event and condition, start dots, final states with a double border. The
 * states in `active` are highlighted; the arrows in `taken` (a simulated path) stand out;
 * each arrow shows whether a generated test covers it.
 */

interface Props {
  graph: StatechartGraph;
  layout: StatechartLayout;
  /** State paths (`signedIn › ready`) the machine is in. */
  active: ReadonlySet<string>;
  /** Rows of `transitionRows` taken by a simulated path. */
  taken?: ReadonlySet<number>;
  coverage: (arrow: Arrow) => ArrowCoverage;
}

const COVERAGE_MARK: Record<ArrowCoverage, string> = { covered: '✓', missed: '✗', unknown: '' };
const COVERAGE_WORDS: Record<ArrowCoverage, string> = {
  covered: 'covered by a generated test',
  missed: 'not covered by any generated test',
  unknown: 'no coverage report for this machine',
};

function boxLabel(box: StateBox, current: boolean): string {
  return [box.path, box.initial && 'start step', box.kind === 'final' && 'final state', current && 'now'].filter(Boolean).join(', ');
}

function Box({ box, place, current }: { box: StateBox; place: StatechartLayout['boxes'][string]; current: boolean }) {
  const { x, y, width, height } = place;
  if (box.kind === 'start') {
    const radius = width / 2;
    return <circle className={styles.startDot} cx={x + radius} cy={y + radius} r={radius} aria-hidden="true" />;
  }
  const hasSteps = box.kind === 'compound' || box.kind === 'parallel';
  const className = [hasSteps ? styles.parentBox : styles.box, current && styles.currentBox].filter(Boolean).join(' ');
  return (
    <g role="img" aria-label={boxLabel(box, current)} aria-current={current ? 'true' : undefined}>
      <title>{box.description ? `${box.path}: ${box.description}` : box.path}</title>
      <rect className={className} x={x} y={y} width={width} height={height} rx={8} strokeDasharray={box.kind === 'parallel' ? '6 4' : undefined} />
      {box.kind === 'final' && <rect className={styles.finalInner} x={x + 4} y={y + 4} width={width - 8} height={height - 8} rx={5} />}
      <text className={styles.boxName} x={x + 12} y={hasSteps ? y + 22 : y + height / 2 + NAME.fontSize / 2 - 1}>
        {box.name}
      </text>
    </g>
  );
}

function AnyStateBox({ graph, place, coverage }: { graph: StatechartGraph; place: StatechartLayout['boxes'][string]; coverage: Props['coverage'] }) {
  const lines = anyStateLines(graph);
  return (
    <g role="img" aria-label={`In any state: ${lines.map((line) => line.text).join('; ')}`}>
      <rect className={styles.anyBox} x={place.x} y={place.y} width={place.width} height={place.height} rx={8} />
      <text className={styles.boxName} x={place.x + 12} y={place.y + 20}>
        any state
      </text>
      {lines.map(({ arrow, text }, index) => (
        <text key={arrow.id} className={styles.arrowText} x={place.x + 12} y={place.y + ANY_STATE.top + (index + 0.75) * ANY_STATE.lineHeight}>
          {`${COVERAGE_MARK[coverage(arrow)] || '·'} ${text}`}
        </text>
      ))}
    </g>
  );
}

function ArrowLine({ arrow, route, taken, status, markers }: {
  arrow: Arrow;
  route: StatechartLayout['arrows'][string];
  taken: boolean;
  status: ArrowCoverage;
  markers: string;
}) {
  const points = route.points.map(([x, y]) => `${x},${y}`).join(' ');
  const className = [styles.arrow, styles.arrowCoverage[status], taken && styles.takenArrow].filter(Boolean).join(' ');
  return (
    <g>
      {arrow.label && <title>{`${arrow.label}: ${COVERAGE_WORDS[status]}`}</title>}
      <polyline className={className} points={points} markerEnd={`url(#${markers}-${taken ? 'taken' : status})`} />
    </g>
  );
}

function ArrowLabel({ arrow, at, status }: { arrow: Arrow; at: [number, number]; status: ArrowCoverage }) {
  const [x, y] = at;
  const mark = COVERAGE_MARK[status];
  return (
    <g aria-hidden="true">
      <rect className={styles.labelBackground} x={x} y={y} width={labelWidth(arrow.label)} height={LABEL.height} rx={3} />
      <text className={styles.arrowText} x={x + LABEL.padding / 2} y={y + LABEL.height - 5}>
        {arrow.label}
      </text>
      {mark && (
        <text className={styles.coverageMark[status]} x={x - 11} y={y + LABEL.height - 5}>
          {mark}
        </text>
      )}
    </g>
  );
}

export function StatechartDrawing({ graph, layout, active, taken = new Set(), coverage }: Props) {
  const frame = useRef<HTMLDivElement>(null);
  const markers = useId().replace(/:/g, '');
  const { view, canZoomIn, zoomIn, zoomOut, fit, handlers } = usePanZoom(frame, layout.width, layout.height);
  const boxes = graph.boxes.filter((box) => layout.boxes[box.id]);
  const arrows = graph.arrows.filter((arrow) => layout.arrows[arrow.id]);
  const anyState = boxes.find((box) => box.kind === 'any');

  return (
    <figure className={styles.figure} aria-label={`Statechart of ${graph.machineId}`}>
      <div className={styles.toolbar} role="toolbar" aria-label="Zoom">
        <button type="button" className={styles.toolButton} onClick={zoomIn} aria-label="Zoom in" disabled={!canZoomIn}>
          +
        </button>
        <button type="button" className={styles.toolButton} onClick={zoomOut} aria-label="Zoom out" disabled={view.scale <= 1}>
          −
        </button>
        <button type="button" className={styles.toolButton} onClick={fit} disabled={view.scale === 1}>
          Fit
        </button>
        <span className={styles.hint}>Ctrl + wheel or pinch to zoom; drag or arrow keys to move.</span>
      </div>
      <div
        ref={frame}
        className={view.scale > 1 ? `${styles.frame} ${styles.zoomedFrame}` : styles.frame}
        tabIndex={0}
        role="group"
        aria-label={`Drawing of ${graph.machineId}: arrow keys move, + and − zoom, 0 fits`}
        {...handlers}
      >
        <svg className={styles.svg} viewBox={`0 0 ${layout.width} ${layout.height}`} style={{ aspectRatio: `${layout.width} / ${layout.height}` }}>
          <defs>
            {(['covered', 'missed', 'unknown', 'taken'] as const).map((kind) => (
              <marker key={kind} id={`${markers}-${kind}`} viewBox="0 0 10 10" refX={9} refY={5} markerWidth={7} markerHeight={7} orient="auto-start-reverse">
                <path d="M0,0 L10,5 L0,10 z" className={kind === 'taken' ? styles.takenHead : styles.arrowHead[kind]} />
              </marker>
            ))}
          </defs>
          <g transform={`translate(${view.x} ${view.y}) scale(${view.scale})`}>
            {boxes.map((box) =>
              box === anyState ? (
                <AnyStateBox key={box.id} graph={graph} place={layout.boxes[box.id]!} coverage={coverage} />
              ) : (
                <Box key={box.id} box={box} place={layout.boxes[box.id]!} current={active.has(box.path)} />
              ),
            )}
            {arrows.map((arrow) => (
              <ArrowLine key={arrow.id} arrow={arrow} route={layout.arrows[arrow.id]!} taken={taken.has(arrow.row)} status={coverage(arrow)} markers={markers} />
            ))}
            {arrows.map((arrow) => {
              const at = layout.arrows[arrow.id]?.label;
              return at && arrow.label ? <ArrowLabel key={arrow.id} arrow={arrow} at={at} status={coverage(arrow)} /> : null;
            })}
          </g>
        </svg>
      </div>
      <figcaption className={styles.legend}>
        <span>
          <span className={styles.legendNow}>Green box</span>: the state now.
        </span>
        <span>✓ covered by a generated test</span>
        <span>✗ not covered</span>
        <span>No mark: no coverage report for this machine.</span>
        <span>Double border: a final state. Dot: where a box starts.</span>
      </figcaption>
    </figure>
  );
}
