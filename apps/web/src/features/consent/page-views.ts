type PublicConfig = { matomo: { url: string; siteId: string } | null };

let publicConfig: Promise<PublicConfig> | undefined;
let lastTrackedKey: string | undefined;

// Imported on use: the API client brings zod with the domain's schemas, which the first paint does without.
const loadApi = () =>
  Promise.all([
    import('@/lib/api-client'),
    import('@cert/domain/api/page-views-contracts'),
    import('@cert/domain/api/public-config-contracts'),
  ]).then(([client, pageViews, publicConfig]) => ({
    api: client.api,
    calls: { ...pageViews.pageViewsContracts, ...publicConfig.publicConfigContracts },
  }));

function loadPublicConfig(): Promise<PublicConfig> {
  publicConfig ??= loadApi()
    .then(({ api, calls }) => api.call(calls.publicConfig))
    .catch(() => ({ matomo: null }));
  return publicConfig;
}

/**
 * Records one page view of the location: first-party counter (path only, no query string) and, when the
 * server configures it, Matomo's HTTP tracking API. Call only when consent allows statistics (docs/security.md 29).
 * A location (by its history key) is counted once, however often the layout mounts for it.
 */
export function recordPageView(location: { key: string; pathname: string }): void {
  if (lastTrackedKey === location.key) return;
  lastTrackedKey = location.key;
  const path = location.pathname;
  loadApi()
    .then(({ api, calls }) => api.call(calls.pageView, { body: { path } }))
    .catch(() => undefined);
  void loadPublicConfig().then(({ matomo }) => {
    if (!matomo) return;
    const params = new URLSearchParams({
      idsite: matomo.siteId,
      rec: '1',
      url: `${window.location.origin}${path}`,
      action_name: document.title,
      send_image: '0',
    });
    void fetch(`${matomo.url}/matomo.php?${params.toString()}`, {
      method: 'GET',
      mode: 'no-cors',
      credentials: 'omit',
      keepalive: true,
    }).catch(() => undefined);
  });
}
