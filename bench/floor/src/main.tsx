/**
 * The Lighthouse floor (scripts/benchLighthouse.ts): the smallest app of the product's stack
 * (react, react-dom, react-router, axios, xstate, @xstate/react). `/login` paints a form;
 * `/home` loads the home answer the product gave through a machine and lists its categories.
 */
import { useMachine } from '@xstate/react';
import axios from 'axios';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHashRouter, Navigate, RouterProvider } from 'react-router-dom';
import { assign, fromPromise, setup } from 'xstate';

type Home = { categories: { id: number; name: string }[] };

const homeMachine = setup({
  types: { context: {} as { home: Home | null } },
  actors: {
    load: fromPromise(async () => (await axios.post<{ data: Home }>('/api/catalogue/home', {})).data.data),
  },
}).createMachine({
  context: { home: null },
  initial: 'loading',
  states: {
    loading: { invoke: { src: 'load', onDone: { target: 'ready', actions: assign({ home: ({ event }) => event.output }) } } },
    ready: {},
  },
});

function LoginPage() {
  return (
    <main>
      <h1>Sign in</h1>
      <form>
        <label>
          Email <input type="email" name="email" />
        </label>
        <label>
          Password <input type="password" name="password" />
        </label>
        <button type="submit">Sign in</button>
      </form>
    </main>
  );
}

function HomePage() {
  const [state] = useMachine(homeMachine);
  return (
    <main>
      <h1>Home</h1>
      <ul>{state.context.home?.categories.map((category) => <li key={category.id}>{category.name}</li>)}</ul>
    </main>
  );
}

const router = createHashRouter([
  { path: '/login', element: <LoginPage /> },
  { path: '/home', element: <HomePage /> },
  { path: '*', element: <Navigate to="/login" replace /> },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
