import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { MarkdownBody } from './MarkdownBody';

declare global {
  interface Window {
    scriptRan?: boolean;
  }
}

afterEach(() => {
  delete window.scriptRan;
});

const renderBody = (source: string) =>
  render(
    <MemoryRouter>
      <MarkdownBody source={source} />
    </MemoryRouter>,
  );

describe('MarkdownBody', () => {
  it('shows script and event handlers in a body as harmless text, and runs none of them', () => {
    const { container } = renderBody(
      [
        'Before <script>window.scriptRan = true</script> after.',
        '',
        '<img src=x onerror="window.scriptRan = true">',
        '',
        '<a href="javascript:window.scriptRan = true">html link</a> and [md link](javascript:window.scriptRan=true)',
      ].join('\n'),
    );
    expect(screen.getByText('Before <script>window.scriptRan = true</script> after.')).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror="window.scriptRan = true">')).toBeInTheDocument();
    expect(container.querySelector('script, img, iframe, [onerror]')).toBeNull();
    // Neither link is a link: one is text, the other leads nowhere safe and keeps only its words.
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.getByText(/md link/)).toBeInTheDocument();
    expect(window.scriptRan).toBeUndefined();
  });

  it('renders the marks as elements a person can read', () => {
    renderBody('## What changes\n\nRead the **new** *rules* on the [home page](#/home) or [the web](https://lyla.example).\n\n- one\n- two');
    expect(screen.getByRole('heading', { level: 2, name: 'What changes' })).toBeInTheDocument();
    expect(screen.getByText('new').tagName).toBe('STRONG');
    expect(screen.getByText('rules').tagName).toBe('EM');
    expect(screen.getByRole('link', { name: 'home page' })).toHaveAttribute('href', '/home');
    const external = screen.getByRole('link', { name: 'the web' });
    expect(external).toHaveAttribute('href', 'https://lyla.example');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('makes links only of web addresses and paths of this site: none that leaves it by a back slash or two slashes', () => {
    renderBody('[one](/\\evil.example/a) [two](//evil.example) [three](\\\\evil.example) [four](/\\/evil.example) [news](/site/app/#/news)');
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/site/app/#/news']);
    expect(screen.getByText(/one two three four/)).toBeInTheDocument();
  });
});
