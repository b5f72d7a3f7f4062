import type { ReactNode } from 'react';
import { inlineAlert } from './InlineAlert.css';

interface InlineAlertProps {
  tone: 'error' | 'info';
  children: ReactNode;
}

export function InlineAlert({ tone, children }: InlineAlertProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={inlineAlert({ tone })}>
      {children}
    </div>
  );
}
