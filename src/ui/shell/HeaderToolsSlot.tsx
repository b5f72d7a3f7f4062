import { lazy, Suspense, type ComponentType } from 'react';

// The search box and the cart count load after the page, so the sign-in page does not carry
// them. If their code cannot be fetched the header simply goes without them.
const HeaderTools = lazy(
  (): Promise<{ default: ComponentType }> => import('./HeaderTools').catch(() => ({ default: () => null })),
);

export function HeaderToolsSlot() {
  return (
    <Suspense fallback={null}>
      <HeaderTools />
    </Suspense>
  );
}
