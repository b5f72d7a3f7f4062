import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';

/**
 * Zoom and pan of a drawing `width` × `height` units shown fitted to its frame: buttons,
 * Ctrl/⌘ + wheel (a touchpad pinch), a two-finger pinch, dragging, and the keyboard.
 * At scale 1 the whole drawing shows; the view never leaves the drawing.
 */

export interface View {
  scale: number;
  x: number;
  y: number;
}

const FIT: View = { scale: 1, x: 0, y: 0 };
const MAX_SCALE = 6;
const STEP = 1.4;
const KEY_PAN = 60;

type Point = { x: number; y: number };

/** Drawing units per screen pixel. */
const unitsPerPixel = (element: HTMLElement | null, width: number) => width / (element?.getBoundingClientRect().width || width);

/** The point of a drawing `width` units wide, shown fitted in `element`, under a screen point. */
function toDrawing(element: HTMLElement | null, width: number, client: Point): Point {
  const box = element?.getBoundingClientRect();
  const ratio = unitsPerPixel(element, width);
  return { x: (client.x - (box?.left ?? 0)) * ratio, y: (client.y - (box?.top ?? 0)) * ratio };
}

export function usePanZoom(frame: RefObject<HTMLElement | null>, width: number, height: number) {
  const [view, setView] = useState<View>(FIT);
  const pointers = useRef(new Map<number, Point>());

  /** The view with the drawing kept inside the frame. */
  const clamp = useCallback(
    ({ scale, x, y }: View): View => {
      const s = Math.min(MAX_SCALE, Math.max(1, scale));
      return { scale: s, x: Math.min(0, Math.max(width - width * s, x)), y: Math.min(0, Math.max(height - height * s, y)) };
    },
    [width, height],
  );


  /** Zooms by `factor` keeping the drawing point `at` where it is. */
  const zoomBy = useCallback(
    (factor: number, at: Point = { x: width / 2, y: height / 2 }) =>
      setView((current) => {
        const scale = Math.min(MAX_SCALE, Math.max(1, current.scale * factor));
        const applied = scale / current.scale;
        return clamp({ scale, x: at.x - (at.x - current.x) * applied, y: at.y - (at.y - current.y) * applied });
      }),
    [clamp, width, height],
  );

  const panBy = useCallback((dx: number, dy: number) => setView((current) => clamp({ ...current, x: current.x + dx, y: current.y + dy })), [clamp]);

  // A wheel listener must be active (not passive) to keep the page from zooming too.
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return; // a plain wheel scrolls the page
      event.preventDefault();
      zoomBy(Math.exp(-event.deltaY / 200), toDrawing(element, width, { x: event.clientX, y: event.clientY }));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [frame, zoomBy, width]);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    const now = { x: event.clientX, y: event.clientY };
    const others = [...pointers.current].filter(([id]) => id !== event.pointerId).map(([, point]) => point);
    pointers.current.set(event.pointerId, now);
    const other = others[0];
    if (other) {
      const distance = (a: Point) => Math.hypot(a.x - other.x, a.y - other.y) || 1;
      zoomBy(distance(now) / distance(previous), toDrawing(frame.current, width, { x: (now.x + other.x) / 2, y: (now.y + other.y) / 2 }));
    } else {
      const ratio = unitsPerPixel(frame.current, width);
      panBy((now.x - previous.x) * ratio, (now.y - previous.y) * ratio);
    }
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    pointers.current.delete(event.pointerId);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const moves: Record<string, () => void> = {
      ArrowLeft: () => panBy(KEY_PAN, 0),
      ArrowRight: () => panBy(-KEY_PAN, 0),
      ArrowUp: () => panBy(0, KEY_PAN),
      ArrowDown: () => panBy(0, -KEY_PAN),
      '+': () => zoomBy(STEP),
      '=': () => zoomBy(STEP),
      '-': () => zoomBy(1 / STEP),
      '0': () => setView(FIT),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  return {
    view,
    canZoomIn: view.scale < MAX_SCALE,
    zoomIn: () => zoomBy(STEP),
    zoomOut: () => zoomBy(1 / STEP),
    fit: () => setView(FIT),
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp, onKeyDown },
  };
}
