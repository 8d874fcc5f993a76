import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { theme } from '@/app/theme';

function Providers({ children }: { children: ReactNode }) {
  // Unlike the jsdom tests (env="test"), portals and transitions stay on: the popover lands in document.body
  // and focus moves as it does in the product.
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      {children}
    </MantineProvider>
  );
}

/** Renders a component with the app's Mantine theme in the `web-browser` project (real Chromium). */
export function renderInBrowser(ui: ReactElement) {
  return render(ui, { wrapper: Providers });
}
