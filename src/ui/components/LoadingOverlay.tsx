import { Spinner } from './Spinner';
import { overlay } from './LoadingOverlay.css';

export function LoadingOverlay({ visible }: { visible: boolean }) {
  if (!visible) return null;
  return (
    <div role="status" aria-label="Loading" className={overlay}>
      <Spinner size="large" />
    </div>
  );
}
