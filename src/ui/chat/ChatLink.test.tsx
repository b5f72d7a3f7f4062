import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ChatLink } from './ChatLink';

const renderLink = (unread: number) =>
  render(
    <MemoryRouter>
      <ChatLink orderId={42} unread={unread} />
    </MemoryRouter>,
  );

describe('ChatLink', () => {
  it('leads to the order chat and says how many messages are unread', () => {
    renderLink(3);
    const link = screen.getByRole('link', { name: 'Chat, 3 unread' });
    expect(link).toHaveAttribute('href', '/requests/42/chat');
    expect(link).toHaveTextContent('Chat3');
  });

  it('shows no count when everything is read', () => {
    renderLink(0);
    expect(screen.getByRole('link', { name: 'Chat' })).toHaveTextContent(/^Chat$/);
  });
});
