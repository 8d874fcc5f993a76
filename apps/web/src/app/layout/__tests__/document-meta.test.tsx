import { documentTitle, publicRouteMeta } from '@cert/domain/site/route-meta';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DocumentMeta } from '../document-meta';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/faq', Component: DocumentMeta },
      { path: '/profil', Component: DocumentMeta, handle: { title: 'Ihr Profil' } },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const content = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content;

describe('DocumentMeta', () => {
  it("writes a public page's title, description and sharing tags from the domain's table", async () => {
    renderAt('/faq');
    const meta = publicRouteMeta['/faq']!;
    await waitFor(() => expect(document.title).toBe(documentTitle(meta)));
    expect(content('meta[name="description"]')).toBe(meta.description);
    expect(content('meta[property="og:type"]')).toBe('website');
    expect(content('meta[property="og:url"]')).toMatch(/\/faq$/);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('follows a client navigation to a signed-in page: its handle title, kept out of search indexes', async () => {
    const router = renderAt('/faq');
    await waitFor(() => expect(document.title).toBe(documentTitle(publicRouteMeta['/faq']!)));
    await router.navigate('/profil');
    await waitFor(() => expect(document.title).toBe(documentTitle({ title: 'Ihr Profil' })));
    expect(content('meta[name="robots"]')).toBe('noindex');
    expect(content('meta[property="og:url"]')).toMatch(/\/profil$/);
  });
});
