import type { RecipeVariants } from '@vanilla-extract/recipes';
import { spinner } from './Spinner.css';

type SpinnerProps = NonNullable<RecipeVariants<typeof spinner>>;

/** Decorative: the element around it says what is loading (aria-busy, role="status"). */
export function Spinner({ size }: SpinnerProps) {
  return <span aria-hidden="true" className={spinner({ size })} />;
}
