import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { composeApp } from '../../app/composeApp';
import { ServicesProvider, type AppServices } from '../app/services';
import { ChunkLoadError } from './chunkLoader';
import { lazyScreen } from './lazyScreen';

let dispose = () => {};
afterEach(() => dispose());

function mount(element: React.ReactNode, loadChunk: AppServices['loadChunk']) {
  const app = composeApp({ apiOrigin: '', window });
  dispose = app.dispose;
  const services: AppServices = {
    ...app.services,
    progress: { start: vi.fn(), done: vi.fn(), value: () => null },
    loadChunk,
  };
  const router = createMemoryRouter([{ path: '/', element }]);
  render(
    <ServicesProvider services={services}>
      <RouterProvider router={router} />
    </ServicesProvider>,
  );
  return services;
}

describe('lazyScreen', () => {
  it('shows a loading state, then the screen, and finishes the progress bar', async () => {
    const Screen = lazyScreen(async () => ({ default: () => <h1>Loaded</h1> }));
    const services = mount(<Screen />, (load) => load());
    expect(screen.getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Loaded' })).toBeInTheDocument();
    // The bar finishes in an effect after the screen is on the page.
    await waitFor(() => expect(services.progress.done).toHaveBeenCalled());
  });

  it('draws a preloaded screen at its first render, with no loading state first', async () => {
    const Screen = lazyScreen(async () => ({ default: () => <h1>Loaded</h1> }));
    await Screen.preload();
    mount(<Screen />, (load) => load());
    expect(screen.getByRole('heading', { name: 'Loaded' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading page' })).not.toBeInTheDocument();
  });

  it('keeps the screen’s state when it is drawn again after its code came', async () => {
    function Counter() {
      const [count, setCount] = useState(0);
      return <button onClick={() => setCount(count + 1)}>{`Pressed ${count}`}</button>;
    }
    const Screen = lazyScreen(async () => ({ default: Counter }));
    function Page() {
      const [title, setTitle] = useState('First');
      return (
        <>
          <button onClick={() => setTitle('Second')}>{title}</button>
          <Screen />
        </>
      );
    }
    mount(<Page />, (load) => load());
    await userEvent.click(await screen.findByRole('button', { name: 'Pressed 0' }));
    await userEvent.click(screen.getByRole('button', { name: 'First' }));
    expect(screen.getByRole('button', { name: 'Second' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pressed 1' })).toBeInTheDocument();
  });

  it('a preload that fails leaves the load to the first render', async () => {
    let attempts = 0;
    const Screen = lazyScreen(async () => {
      attempts += 1;
      if (attempts === 1) throw new ChunkLoadError('failed');
      return { default: () => <h1>Loaded</h1> };
    });
    await expect(Screen.preload()).resolves.toBeUndefined();
    mount(<Screen />, (load) => load());
    expect(screen.getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Loaded' })).toBeInTheDocument();
  });

  it('a chunk that fails shows an error with a retry that loads it', async () => {
    // React reports the caught error on the console; here it is expected.
    vi.mocked(console.error).mockImplementation(() => {});
    let attempts = 0;
    const Screen = lazyScreen(async () => {
      attempts += 1;
      if (attempts === 1) throw new ChunkLoadError('failed');
      return { default: () => <h1>Loaded</h1> };
    });
    mount(<Screen />, (load) => load());
    expect(await screen.findByRole('heading', { name: 'This part of the app could not be loaded.' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Loaded' })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
