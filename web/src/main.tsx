import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { APP_ROUTES } from './App';
import './i18n/init';
import { queryClient } from './net/queryClient';
import './styles/base.css';

// react-router's data router (not the declarative BrowserRouter): its useBlocker asks before leaving a live game.
const router = createBrowserRouter(APP_ROUTES);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
