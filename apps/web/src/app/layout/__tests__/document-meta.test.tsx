import { documentTitle, publicRouteMeta } from '@cert/domain/site/route-meta';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { usePageTitleDetail } from '@/lib/title-detail';
import { DocumentMeta } from '../document-meta';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/faq', Component: DocumentMeta },
      { path: '/profil', Component: DocumentMeta, handle: { title: 'Ihr Profil' } },
      {
        path: '/admin/organisation/o1',
        Component: () => {
          usePageTitleDetail('Stadtwerke Musterstadt');
          return <DocumentMeta />;
        },
        handle: { title: 'Organisation prüfen' },
      },
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

  it('names what a screen is about before its title, and no more once the screen is left', async () => {
    const router = renderAt('/admin/organisation/o1');
    await waitFor(() =>
      expect(document.title).toBe(
        `Stadtwerke Musterstadt – ${documentTitle({ title: 'Organisation prüfen' })}`,
      ),
    );
    await router.navigate('/profil');
    await waitFor(() => expect(document.title).toBe(documentTitle({ title: 'Ihr Profil' })));
  });
});
