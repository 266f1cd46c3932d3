import { createBrowserRouter, RouterProvider } from 'react-router';

const router = createBrowserRouter([
  {
    path: '/',
    element: (
      <main className="mx-auto max-w-3xl p-8">
        <h1 className="text-3xl font-semibold">Welcome</h1>
        <p className="mt-4">The storefront is being built.</p>
      </main>
    ),
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
