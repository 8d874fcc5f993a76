import { Outlet } from 'react-router';
import { SiteConfigNotice } from '@/components/ui/operator-contact';

/** Every page of the programme office: what of the site configuration is still missing, then the page. */
export function Component() {
  return (
    <>
      <SiteConfigNotice />
      <Outlet />
    </>
  );
}
