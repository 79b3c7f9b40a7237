// The web project's files share one worker process and jsdom window (`isolate: false` in vitest.config.ts; a
// process and a window per file cost five times the CPU). So that each file still starts as an isolated one would:
// before it, the client's modules are evaluated afresh (their caches and module state are the file's own; only
// node_modules packages such as React are shared), and after each test what it rendered is unmounted and what it
// left in the document, storage, cookies, timers, stubs and location is cleared.
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

vi.resetModules();

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('class');
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.removeAttribute('style');
  if (location.pathname !== '/' || location.search !== '' || location.hash !== '')
    history.replaceState(null, '', '/');
});
