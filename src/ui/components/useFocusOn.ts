import { useEffect, useRef, useState } from 'react';

/**
 * Gives keyboard focus to the element when it is shown and again each time `key` changes to
 * another value; `null` leaves focus where it is. A view that replaces the control that had
 * focus (a step, a failure, a request on its way) uses it so the next key does not land on the
 * page body. Headings that take it need `tabIndex={-1}`.
 */
export function useFocusOn<T extends HTMLElement>(key: unknown = 'shown') {
  const ref = useRef<T>(null);
  useEffect(() => {
    // preventScroll: on a phone, scrolling to a field pans the page under the keyboard (decision 0016).
    if (key !== null) ref.current?.focus({ preventScroll: true });
  }, [key]);
  return ref;
}

/**
 * After a submit the flow refused (it stays on the form and shows why), focus goes to the
 * form's first field marked invalid, not left on the button. The ref goes on the form; the
 * submit handler calls `refused()` when the flow stayed.
 */
export function useFocusFirstProblem<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus({ preventScroll: true });
  }, [refusals]);
  const refused = () => setRefusals((count) => count + 1);
  return [ref, refused] as const;
}
