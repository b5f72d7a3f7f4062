import type { ComponentProps } from 'react';
import { card } from './Card.css';

export function Card({ className, ...rest }: ComponentProps<'div'>) {
  return <div {...rest} className={className ? `${card} ${className}` : card} />;
}
