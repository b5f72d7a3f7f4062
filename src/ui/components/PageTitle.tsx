import type { ComponentProps } from 'react';
import { pageTitle } from './PageTitle.css';

export function PageTitle({ className, ...rest }: ComponentProps<'h1'>) {
  return <h1 {...rest} className={className ? `${pageTitle} ${className}` : pageTitle} />;
}
