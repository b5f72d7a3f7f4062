import type { ComponentProps } from 'react';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { button } from './Button.css';
import { Spinner } from './Spinner';

type ButtonProps = ComponentProps<'button'> &
  NonNullable<RecipeVariants<typeof button>> & {
    /** Work in progress: shows a spinner and refuses clicks until it ends. */
    busy?: boolean;
  };

export function Button({ variant, busy = false, disabled, className, children, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      className={className ? `${button({ variant })} ${className}` : button({ variant })}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy && <Spinner />}
      {children}
    </button>
  );
}
