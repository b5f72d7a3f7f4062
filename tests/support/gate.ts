/**
 * Holds a mocked answer until the test has seen the in-flight state, then lets it go: a
 * timer instead would race the rendering on a busy machine.
 */
export function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}
