import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { Component as Landing } from '../landing';

describe('the start page', () => {
  afterEach(() => {
    document.cookie = 'signed_in=; path=/; max-age=0';
  });

  it('invites an anonymous visitor to sign in', () => {
    renderRoute('/', { path: '/', Component: Landing });
    expect(screen.getByRole('link', { name: 'Jetzt anmelden' }).getAttribute('href')).toBe('/login');
  });

  it('leads somebody signed in to the journey, not to the sign-in once more', () => {
    document.cookie = 'signed_in=1; path=/';
    renderRoute('/', { path: '/', Component: Landing });
    expect(screen.queryByRole('link', { name: 'Jetzt anmelden' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Zu Ihrem Zertifizierungspfad' }).getAttribute('href')).toBe(
      '/mein-zertifizierungspfad',
    );
  });
});
