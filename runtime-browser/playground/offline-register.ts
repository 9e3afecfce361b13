/**
 * Registers the playground's service worker (service-worker.ts, served as sw.js beside the page)
 * once the page has loaded: its precache downloads every chunk of the build, which must not
 * compete with the first load. Relative URLs, so under BASE_PATH too. When the worker is active
 * (every file kept), `data-offline="ready"` on <html> says the page now works with no network.
 * Under the Vite dev server, which serves no sw.js, the registration fails and nothing happens.
 */
export function registerOffline(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('sw.js', { scope: './' }).catch(() => undefined);
    void navigator.serviceWorker.ready.then(() => (document.documentElement.dataset.offline = 'ready'));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
